import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DEMO_PASSWORD } from './support/demo';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The server's DATA_DIR, wiped before each run; journeys read mail from its outbox/. */
export const dataDir = (process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `dealscout-e2e-${port}`));
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './journeys',
  // Journeys make their own users and data (support/accounts.ts), so they run in any order, side by side.
  fullyParallel: true,
  workers: 2,
  // One retry, reported as flaky in the summary: on this 2-core machine a click in a dialog has, now and then, had no
  // effect (a few runs in twenty, never twice in a row, never when rerun); a journey failing twice still fails CI.
  retries: 1,
  // Generous for a loaded machine (two browsers, the server and other builds on two cores): a journey that
  // works takes 5 to 40 s here; these limits only decide how long a broken one takes to fail.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // One folder per port, so runs side by side keep their own failure contexts.
  outputDir: path.join(tmpdir(), `dealscout-e2e-results-${port}`),
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node support/serve.mjs`,
    cwd: import.meta.dirname,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TEAM_EMAIL: 'team@dealscout.test',
      DEMO_PASSWORD,
      // Tests only: the fixtures route for organizations (support/accounts.ts).
      E2E_FIXTURES: '1',
      // Each test calls from its own address (support/test.ts), so per-address rate limits count journeys apart.
      TRUST_PROXY: 'true',
      // No outside network in tests: the offline leaked-password list stands in for the range service.
      BREACH_CHECK_URL: '',
    },
  },
});
