import { accountMessages, passwordChecklist } from '@dealscout/domain';
import type { EstimatePassword } from '@dealscout/domain/password-strength';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

const BREACH_TIMEOUT_MS = 2_000;

let estimator: Promise<EstimatePassword> | undefined;

/**
 * The estimator over every word list: unpacking the lists costs about a second of CPU and tens of MB,
 * so it loads at the first password checked (a sign-up or a change), not with the server.
 */
const passwordEstimator = () => (estimator ??= import('@dealscout/domain/password-estimator').then((module) => module.estimatePassword));

/**
 * Whether a password appears in a breach corpus, by k-anonymity: only the first five hex characters
 * of its SHA-1 leave the server. Returns null when the service cannot be reached.
 */
async function breachedOnline(rangeUrl: string, password: string, log: FastifyBaseLogger): Promise<boolean | null> {
  const digest = createHash('sha1').update(password).digest('hex').toUpperCase();
  try {
    const response = await fetch(`${rangeUrl}${digest.slice(0, 5)}`, {
      signal: AbortSignal.timeout(BREACH_TIMEOUT_MS),
      headers: { 'Add-Padding': 'true' },
    });
    if (!response.ok) return null;
    const suffix = digest.slice(5);
    return (await response.text()).split('\n').some((line) => {
      const [hashSuffix, count] = line.trim().split(':');
      return hashSuffix === suffix && Number(count) > 0;
    });
  } catch (error) {
    log.warn({ err: error }, 'breach check unreachable: using the offline list');
    return null;
  }
}

/**
 * The rules every new password must meet (spec §5): length, a non-letter, no e-mail inside, strength
 * not breached (online range query when reachable, else the estimator's leaked list), strength score 3+.
 * Returns the messages of the rules it fails; empty when it passes.
 */
export async function passwordProblems(
  password: string,
  email: string,
  options: { breachCheckUrl: string; log: FastifyBaseLogger },
): Promise<string[]> {
  const estimate = (await passwordEstimator())(password, [email, email.split('@')[0] ?? '']);
  const items = passwordChecklist(password, { email, score: estimate.score });
  const unmet = items.filter((item) => !item.met);
  if (unmet.some((item) => item.key !== 'strength'))
    return unmet.map((item) => (item.key === 'strength' ? accountMessages.password.tooWeak : item.label));
  // A known-leaked password is told so, rather than merely "too weak": the reason to pick another.
  const online = options.breachCheckUrl ? await breachedOnline(options.breachCheckUrl, password, options.log) : null;
  if (online ?? estimate.inLeakedList) return [accountMessages.password.breached];
  return unmet.length ? [accountMessages.password.tooWeak] : [];
}
