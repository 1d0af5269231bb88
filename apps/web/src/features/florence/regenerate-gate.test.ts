import { describe, expect, it } from 'vitest';
import { generationGate } from './regenerate-gate';

describe('Regenerate gating', () => {
  it('lets a user with access generate', () => {
    expect(generationGate({ role: 'professional', algo_access: true }, null)).toBe('allowed');
    expect(generationGate({ role: 'enterprise', algo_access: true }, null)).toBe('allowed');
  });

  it('shows the professional without access the free-trial limit modal, others the monthly limit', () => {
    expect(generationGate({ role: 'professional', algo_access: false }, null)).toBe('free-trial');
    expect(generationGate({ role: 'enterprise', algo_access: false }, null)).toBe('monthly-limit');
  });

  it('follows the server once it refused for the limit', () => {
    expect(generationGate({ role: 'professional', algo_access: true }, 'florence_free_trial_exhausted')).toBe('free-trial');
    expect(generationGate({ role: 'enterprise', algo_access: true }, 'florence_monthly_limit_reached')).toBe('monthly-limit');
    expect(generationGate({ role: 'enterprise', algo_access: true }, 'florence_run_in_progress')).toBe('allowed');
  });
});
