import { defineConfig } from 'vitest/config';
import { timeZoneProjects } from '../../scripts/time-zone-projects.mjs';

export default defineConfig({
  test: {
    // The password estimator builds its dictionaries on first use: seconds on a loaded machine, not a hang.
    testTimeout: 30_000,
    // Pure functions (http.test.ts restores the fetch it stubs): the test files share one module graph per worker.
    isolate: false,
    // Date logic (note age groups, idle deadlines, countdowns) runs again in other time zones; add a test file here when it holds date logic.
    projects: [
      // Component tests: a component rendered in jsdom with Testing Library, for UI behaviour that needs no server.
      {
        extends: true,
        test: { name: 'web components', include: ['src/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['src/test-support/dom.ts'] },
      },
      ...timeZoneProjects('web', {
        include: ['src/**/*.test.ts'],
        dateTests: [
          'src/features/notes/note-order.test.ts',
          'src/features/accounts/session/idle-deadline.test.ts',
          'src/features/auth/components/countdown.test.ts',
        ],
      }),
    ],
  },
});
