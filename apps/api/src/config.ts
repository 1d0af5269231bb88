import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** apps/api: one level up from both src/ (tsx) and dist/ (the built bundle). */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(API_ROOT, '../..');

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** A setting that may be left out or set empty. */
const optionalText = z
  .string()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** An address or a CIDR block (`10.0.0.0/8`, `fd00::/8`), or one of proxy-addr's names for a range. */
const isTrustedAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/**
 * Which X-Forwarded-For entries to believe (Fastify's trustProxy): none (`false`), the last N hops (`1`: the
 * balancer in front), or the hops from the listed addresses and CIDRs. `true` is one hop: never every entry,
 * since the left-most ones are whatever the client wrote (docs/configuration.md).
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, context): false | number | string[] => {
    const text = value.trim();
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') return 1;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isTrustedAddress)) return entries;
    context.addIssue({ code: 'custom', message: 'false, true (one hop), a hop count, or a comma-separated list of addresses and CIDRs' });
    return z.NEVER;
  });

/** Every environment variable the API reads, with its default. docs/configuration.md's first table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Where uploaded files go: 'disk' (DATA_DIR/files, one machine), 'postgres' (the database) or 's3' (a bucket); the last two reach every process. */
  FILE_STORAGE: z.enum(['disk', 'postgres', 's3']).default('disk'),
  /** With FILE_STORAGE=s3: the bucket (required then), an S3-compatible server's address (unset: AWS), its region, path-style addresses. */
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Dealscout <no-reply@dealscout.local>'),
  TEAM_EMAIL: z.email().default('team@dealscout.local'),
  WEB_DIST: z.string().default(path.join(API_ROOT, '../web/dist')),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(2_700_000),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  RESET_TOKEN_TTL: z.coerce.number().int().min(60).default(86_400),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  BREACH_CHECK_URL: z.url().or(z.literal('')).default('https://api.pwnedpasswords.com/range/'),
  DEMO_PASSWORD: z.string().optional(),
  /** Florence lists a user may generate per calendar month (UTC); 0 for none. */
  FLORENCE_MONTHLY_LIMIT: z.coerce.number().int().min(0).max(100_000).default(30),
  /** A generation still running this long after it was asked for is failed. */
  FLORENCE_DEADLINE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
  /**
   * Investors above which a Florence list ranks candidates chosen in the database, with the whole
   * dataset's statistics, instead of holding and ranking every one (the threshold: modules/investor-index/preselect/preselection.ts; the
   * pool: modules/florence/preselect/candidate-pool.ts).
   */
  FLORENCE_PRESELECT_ABOVE: z.coerce.number().int().min(0).default(200_000),
  /** '0': this process runs no generation jobs (another process does). */
  FLORENCE_WORKER: z
    .enum(['0', '1'])
    .default('1')
    .transform((value) => value === '1'),
  /** '0': this process sends no saved-search alerts (another process does). */
  ALERTS_WORKER: z
    .enum(['0', '1'])
    .default('1')
    .transform((value) => value === '1'),
  /** An OpenAI-compatible chat-completions server that may reword Florence's reasons (with LLM_MODEL; unset: off). */
  LLM_BASE_URL: optionalUrl,
  LLM_MODEL: optionalText,
  LLM_API_KEY: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_YEARLY: optionalText,
  STRIPE_API_URL: optionalUrl,
  FREE_TRIAL_SEARCHES: z.coerce.number().int().min(0).max(1_000_000).default(10),
  /** Investors in the table up to which every search counts and scores all its matches exactly. */
  SEARCH_EXACT_UP_TO: z.coerce.number().int().min(0).default(10_000),
  SIGNUP_PAYMENT: z.enum(['required', 'off']).default('required'),
  SALESFORCE_CLIENT_ID: z.string().optional(),
  SALESFORCE_CLIENT_SECRET: z.string().optional(),
  SALESFORCE_LOGIN_URL: z.url().default('https://login.salesforce.com'),
  CRM_TOKEN_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** '0': this process serves no API nor web app, only GET /api/health (a worker process, with FLORENCE_WORKER=1). */
  SERVE_HTTP: z
    .enum(['0', '1'])
    .default('1')
    .transform((value) => value === '1'),
  E2E_FIXTURES: z
    .enum(['0', '1'])
    .default('0')
    .transform((value) => value === '1'),
});

export type Config = z.infer<typeof envSchema> & { appUrl: string };

/** The names of the variables loadConfig reads (docs/configuration.md's first table lists these). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

/** Parses the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const dataDir = path.resolve(config.DATA_DIR);
  if (!config.SERVE_HTTP && !config.FLORENCE_WORKER) {
    throw new Error('Invalid configuration:\n  SERVE_HTTP: 0 (a worker process) needs FLORENCE_WORKER=1, or the process does nothing');
  }
  if (config.FILE_STORAGE === 's3' && !config.S3_BUCKET) {
    throw new Error('Invalid configuration:\n  S3_BUCKET: required when FILE_STORAGE=s3');
  }
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    throw new Error('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }
  return { ...config, DATA_DIR: dataDir, appUrl: config.APP_URL ?? `http://localhost:${config.PORT}` };
}
