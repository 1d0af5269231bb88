// Vitest projects that run a package's date-logic tests again under other time zones than the machine's, so a
// label counted from UTC midnight instead of local midnight fails somewhere. Used by the vitest configs.
import path from 'node:path';

/** West of UTC with daylight saving, and east of it by a half hour. */
export const TEST_TIME_ZONES = ['America/Los_Angeles', 'Asia/Kolkata'];

const guard = path.join(import.meta.dirname, 'time-zone-guard.mjs');

/** The package's own project (every test, in the machine's zone) and one per zone in TEST_TIME_ZONES for `dateTests`. */
export function timeZoneProjects(name, { include, dateTests }) {
  return [
    { extends: true, test: { name, include } },
    ...TEST_TIME_ZONES.map((zone) => ({
      extends: true,
      test: { name: `${name} (${zone})`, include: dateTests, env: { TZ: zone }, setupFiles: [guard] },
    })),
  ];
}
