/** The demo accounts the journeys' server creates on its first start (apps/api/src/seed/seed-demo.ts). */
export const DEMO_PASSWORD = 'Demo-Harbor-Lantern-51';

export const demo = {
  professional: 'pro@dealscout.demo',
  enterprise: 'enterprise@dealscout.demo',
  colleague: 'colleague@dealscout.demo',
  superuser: 'admin@dealscout.demo',
} as const;
