// `npm test`: type check, lint and import cycles (with the cycle checker's own tests), domain unit tests, web unit tests, API integration tests, then the browser journeys
// against the built app. Stops at the first failing suite; prints one summary line at the end.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'dealscout-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
}

/** Runs one vitest workspace and adds its counts from the JSON report. */
function vitest(label, workspace) {
  const report = path.join(reports, `${workspace.replaceAll('/', '-')}.json`);
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    '--root',
    workspace,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const counts = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += counts.numPassedTests;
  totals.failed += counts.numFailedTests + (ok ? 0 : counts.numFailedTests === 0 ? 1 : 0);
  totals.skipped += counts.numPendingTests + counts.numTodoTests;
  if (counts.numTotalTests === 0) return fail(`${label} ran no test`);
  return ok || fail(`${label} failed`);
}

/** Runs node:test files and adds their counts from the TAP summary. */
function nodeTests(label, files) {
  const report = path.join(reports, 'node-test.tap');
  const ok = run(label, process.execPath, [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${report}`,
    ...files,
  ]);
  const tap = readFileSync(report, 'utf8');
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail') + count('cancelled') + (ok ? 0 : count('fail') === 0 ? 1 : 0);
  totals.skipped += count('skipped') + count('todo');
  if (count('tests') === 0) return fail(`${label} ran no test`);
  return ok || fail(`${label} failed`);
}

function playwright() {
  const chromium = ensureChromium();
  if (!run('Build', process.execPath, ['scripts/build.mjs', '--if-stale'])) return fail('build failed');
  const report = path.join(reports, 'e2e.json');
  const ok = run('Browser journeys (Playwright, Chromium)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  const stats = JSON.parse(readFileSync(report, 'utf8')).stats;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (stats.flaky) console.log(`\n${stats.flaky} journey(s) passed only on their retry (flaky): see the list above`);
  if (stats.expected + stats.unexpected + stats.flaky === 0) return fail('the browser journeys ran no test');
  return ok || fail('browser journeys failed');
}

function fail(reason) {
  console.error(`\n${reason}`);
  return false;
}

/** A check that is not a test runner (type check, lint, import cycles) counts as one failure when it fails. */
function check(label, command, args) {
  if (run(label, command, args)) return true;
  totals.failed += 1;
  return false;
}

const checks = () =>
  (check('Type check', 'npm', ['run', '--silent', 'typecheck']) &&
    check('Lint', 'npx', ['eslint', '.']) &&
    nodeTests('Script tests (import cycle checker, install policy)', [
      'scripts/import-cycles.test.mjs',
      'scripts/install-policy.test.mjs',
    ]) &&
    check('Import cycles', 'npm', ['run', '--silent', 'check:cycles'])) ||
  fail('checks failed');

const suites = [
  checks,
  () => vitest('Domain unit tests', 'packages/domain'),
  () => vitest('Web unit tests', 'apps/web'),
  () => vitest(`API integration tests (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, 'apps/api'),
  playwright,
];
const only = process.argv[2];
const selected = only === 'api' ? [suites[3]] : suites;

let ok = true;
for (const suite of selected) {
  try {
    ok = suite();
  } catch (error) {
    ok = fail(error instanceof Error ? error.message : String(error));
  }
  if (!ok) break;
}
rmSync(reports, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
