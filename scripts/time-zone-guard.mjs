// Setup file of the time-zone projects (time-zone-projects.mjs): stops a run whose local dates are not those of the
// zone it names (compared in winter and in summer, so daylight saving counts too).
const zone = process.env.TZ;
const probes = [Date.UTC(2026, 0, 15, 12), Date.UTC(2026, 6, 15, 12)].map((time) => new Date(time));
const local = probes.map((probe) => probe.toLocaleString('en-US'));
const inZone = probes.map((probe) => probe.toLocaleString('en-US', { timeZone: zone }));
if (local.join() !== inZone.join()) throw new Error(`These tests are meant to run in ${zone}, but local time reads ${local.join(', ')}`);
