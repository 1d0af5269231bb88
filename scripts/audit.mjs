// `npm run audit`: the known vulnerabilities of the production dependencies (npm audit --omit=dev),
// as a count of high and critical ones. Exits 1 when there is any. When the registry refuses the
// advisory call (some mirrors and proxies do), it says so in one line and exits 0: no figure is no verdict.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no report: ${(run.stderr || run.error?.message || 'no output').trim().split('\n').at(-1)}`);
  process.exit(1);
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  // npm's error shape: an HTTP status from the registry, or a network error code.
  const code = report.error?.code ?? '';
  const refused =
    typeof report.statusCode === 'number' ||
    /^E(CONNREFUSED|CONNRESET|NOTFOUND|AI_AGAIN|TIMEDOUT|HOSTUNREACH|NETUNREACH|\d{3})$/.test(code);
  const reason = report.message ?? report.error?.summary ?? code;
  if (refused) {
    console.log(`npm audit: the registry refused the advisory request (${reason}); no vulnerability count this time.`);
    process.exit(0);
  }
  console.error(`npm audit failed: ${reason || JSON.stringify(report).slice(0, 200)}`);
  process.exit(1);
}

const serious = Object.values(report.vulnerabilities ?? {}).filter((entry) => entry.severity === 'high' || entry.severity === 'critical');
console.log(
  `npm audit (production dependencies, ${report.metadata.dependencies?.prod ?? '?'} packages): ${counts.high} high, ${counts.critical} critical (${counts.total} in all)`,
);
for (const entry of serious) console.log(`  ${entry.severity}: ${entry.name}${entry.fixAvailable ? ' (fix available)' : ''}`);
process.exit(counts.high + counts.critical > 0 ? 1 : 0);
