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
  // No retry: a journey that fails once has found something (in the app or in the journey) to fix at its cause.
  retries: 0,
  // A journey that works takes 2 to 30 s here, on a loaded machine; the limit only decides how long a broken one takes to fail.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // A journey that imports deals changes every Florence list of the shared server (the history factor joins the
  // scores): it runs after the others, which rank the dataset as shipped.
  projects: [
    { name: 'journeys', testIgnore: /deal-history\.spec\.ts$/ },
    { name: 'dataset-changes', testMatch: /deal-history\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // One folder per port, so runs side by side keep their own failure contexts.
  outputDir: path.join(tmpdir(), `dealscout-e2e-results-${port}`),
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // As a person who asks their system for reduced motion: antd's motion is off (apps/web/src/app/theme.ts), so a
    // dialog, drawer or list is there, and gone, at once, and a click never lands on one still moving in.
    reducedMotion: 'reduce',
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
      // Each test calls from its own address (support/test.ts), so per-address rate limits count journeys apart:
      // the runner stands for the one balancer in front, whose X-Forwarded-For entry is believed.
      TRUST_PROXY: '1',
      // No outside network in tests: the offline leaked-password list stands in for the range service.
      BREACH_CHECK_URL: '',
    },
  },
});
