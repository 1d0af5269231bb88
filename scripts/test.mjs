// `npm test`: type check, lint, the install policy's test, import cycles and module doors (dependency-cruiser), unused
// files, exports and dependencies (knip), domain unit tests, web unit tests, API integration tests, then the browser
// journeys against the built app. The stages run side by side on two slots
// (scripts/stages.mjs), as many at once as there are free cores, and a stage that fails stops the run. Prints each
// stage's time and one summary line at the end. `node scripts/test.mjs api`: the API tests alone.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { runStages } from './stages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'dealscout-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Runs one vitest workspace and adds its counts from the JSON report. */
const vitest = (workspace, args = []) =>
  async function run(exec) {
    const report = path.join(reports, `${workspace.replaceAll('/', '-')}.json`);
    const ok = await exec(bin('vitest'), [
      'run',
      '--root',
      workspace,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...args,
    ]);
    const counts = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += counts.numPassedTests;
    totals.failed += counts.numFailedTests + (ok ? 0 : counts.numFailedTests === 0 ? 1 : 0);
    totals.skipped += counts.numPendingTests + counts.numTodoTests;
    if (counts.numTotalTests === 0) throw new Error('ran no test');
    return ok;
  };

/** Runs node:test files and adds their counts from the TAP summary. */
const nodeTests = (files) =>
  async function run(exec) {
    const report = path.join(reports, 'node-test.tap');
    const ok = await exec(process.execPath, [
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
    if (count('tests') === 0) throw new Error('ran no test');
    return ok;
  };

/** A check that is not a test runner (type check, lint, import cycles) counts as one failure when it fails. */
const check = (command, args) =>
  async function run(exec) {
    const ok = await exec(command, args);
    if (!ok) totals.failed += 1;
    return ok;
  };

const journeys = async (exec) => {
  const report = path.join(reports, 'e2e.json');
  const ok = await exec(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], {
    CHROMIUM_PATH: ensureChromium(),
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  const stats = JSON.parse(readFileSync(report, 'utf8')).stats;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected + stats.flaky;
  totals.skipped += stats.skipped;
  if (stats.flaky) console.log(`\n${stats.flaky} journey(s) passed only on a retry (flaky, counted as failed): see the list above`);
  if (stats.expected + stats.unexpected + stats.flaky === 0) throw new Error('ran no test');
  return ok && stats.flaky === 0;
};

const api = {
  name: `API integration tests (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
  run: vitest('apps/api', ['--maxWorkers=2']),
  cores: 2,
};

// Each stage takes `cores` of the two slots; the single-threaded checks pair up, the API tests (two test workers) and
// the journeys (two browsers and the server) take both. `after`: stages that must have passed first.
const all = [
  { name: 'Type check (tsc -b)', run: check(bin('tsc'), ['-b']) },
  { name: 'Lint', run: check(bin('eslint'), ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']) },
  {
    name: 'Script tests (install policy)',
    run: nodeTests(['scripts/install-policy.test.mjs']),
  },
  {
    name: 'Import cycles and module doors (dependency-cruiser)',
    run: check(bin('depcruise'), ['--config', '.dependency-cruiser.cjs', 'apps', 'packages', 'e2e', 'bench', 'scripts']),
  },
  {
    name: 'API modules, one way (dependency-cruiser)',
    run: check(bin('depcruise'), ['--config', '.dependency-cruiser-modules.cjs', 'apps/api/src/modules']),
  },
  { name: 'Unused files, exports and dependencies (knip)', run: check(bin('knip'), []) },
  { name: 'Domain unit tests', run: vitest('packages/domain') },
  { name: 'Web unit tests', run: vitest('apps/web') },
  { name: 'Build', run: check(process.execPath, ['scripts/build.mjs', '--if-stale']) },
  api,
  { name: 'Browser journeys (Playwright, Chromium)', run: journeys, cores: 2, after: ['Build'] },
];

const ok = await runStages(process.argv[2] === 'api' ? [api] : all, { root, cores: 2 });
rmSync(reports, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
