import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const GOOGLE_SIGN_IN = 'https://accounts.google.com';

/**
 * Security headers with a Content-Security-Policy the built app works under: scripts only from
 * our origin (and Google's sign-in script when Google sign-in is configured); inline styles allowed
 * because Ant Design injects its CSS-in-JS style tags.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { https, googleSignIn }: { https: boolean; googleSignIn: boolean }) {
  const google = googleSignIn ? [GOOGLE_SIGN_IN] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        frameSrc: ["'self'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https,
    crossOriginEmbedderPolicy: false,
  });
}
