// Builds the web app and the API bundle. With --if-stale it skips the work when nothing that goes
// into the build changed since the last one (a content hash of the sources is kept in apps/api/dist).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputs = [
  'package-lock.json',
  'packages/domain/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/api/src',
  'apps/api/build.mjs',
  // The embedded database template holds the migrations and the shipped dataset.
  'apps/api/drizzle',
  'apps/api/data/investors.json.gz',
];
const stampFile = path.join(root, 'apps/api/dist/.build-hash');

function* files(target) {
  const stat = statSync(target);
  if (stat.isFile()) return yield target;
  for (const entry of readdirSync(target).sort()) yield* files(path.join(target, entry));
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const target = path.join(root, input);
    if (!existsSync(target)) continue;
    for (const file of files(target)) hash.update(path.relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const hash = sourceHash();
const built = existsSync(stampFile) && existsSync(path.join(root, 'apps/web/dist/index.html')) && readFileSync(stampFile, 'utf8') === hash;
if (process.argv.includes('--if-stale') && built) {
  console.log('Build is up to date.');
} else {
  run(['run', 'build', '-w', 'apps/web']);
  run(['run', 'build', '-w', 'apps/api']);
  writeFileSync(stampFile, hash);
}
