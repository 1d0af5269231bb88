// Figures, not assertions: server-side time of one sign-in: step one (argon2id verify, code issued
// and mailed to the outbox) and step two (code checked, session opened). In-process, PGlite in memory.
// Run from the repo root: npx tsx bench/sign-in.ts
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, loadConfig, openDatabase, createUser, rateLimitHits, verificationCodes } from '@dealscout/api/testing';

const RUNS = Number(process.env.SIGN_IN_RUNS ?? 20);
const PASSWORD = 'Granite-Harbor-42!';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = await mkdtemp(path.join(tmpdir(), 'dealscout-bench-sign-in-'));
const database = await openDatabase({ inMemory: true });
const app = await buildApp({
  db: database.db,
  config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, BREACH_CHECK_URL: '' }),
  logger: false,
});
await createUser(database.db, { email: 'bench@example.com', password: PASSWORD });

const lastCode = async () => {
  const dir = path.join(dataDir, 'outbox');
  const newest = (await readdir(dir)).sort().at(-1)!;
  return /sign-in code: (\d{6})/.exec(await readFile(path.join(dir, newest), 'utf8'))![1]!;
};

const stepOne: number[] = [];
const stepTwo: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const remoteAddress = `10.9.${Math.floor(run / 200)}.${run % 200}`;
  let started = performance.now();
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'bench@example.com', password: PASSWORD },
    remoteAddress,
  });
  stepOne.push(performance.now() - started);
  const code = await lastCode();
  started = performance.now();
  const verified = await app.inject({
    method: 'POST',
    url: `/api/otp-verification/${login.json().user_id}`,
    payload: { otp: code },
    remoteAddress,
    // Step two takes the code from the browser of step one, by the cookie step one set.
    cookies: { ds_sign_in: login.cookies.find((cookie) => cookie.name === 'ds_sign_in')!.value },
  });
  stepTwo.push(performance.now() - started);
  if (verified.statusCode !== 200) throw new Error(verified.body);
  await database.db.delete(verificationCodes);
  await database.db.delete(rateLimitHits);
}
console.log(`sign-in step one (argon2id verify + code + mail), median of ${RUNS}: ${median(stepOne).toFixed(1)} ms`);
console.log(`sign-in step two (code check + session), median of ${RUNS}: ${median(stepTwo).toFixed(1)} ms`);
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
