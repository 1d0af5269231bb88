import { defineConfig } from 'vitest/config';
import { timeZoneProjects } from '../../scripts/time-zone-projects.mjs';

export default defineConfig({
  test: {
    // The first password estimate builds zxcvbn's dictionaries: seconds on a loaded machine, not a hang.
    testTimeout: 30_000,
    // Pure functions: the test files share one module graph per worker instead of loading zod and zxcvbn anew each.
    isolate: false,
    // Date logic (note age labels) runs again in other time zones; add a test file here when it holds date logic.
    projects: timeZoneProjects('domain', { include: ['test/**/*.test.ts'], dateTests: ['test/notes.test.ts'] }),
  },
});
