// Bundles the API (with the shared domain package) into dist/main.js; npm packages stay external.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@dealscout/'));

await build({
  // The worker threads' entries are their own, next to main.js (platform/worker-thread.ts finds them there).
  entryPoints: [
    'src/main.ts',
    'src/db/prepared-cluster.ts',
    'src/modules/investor-index/preselect/statistics-worker.ts',
    'src/modules/investor-index/snapshot/snapshot-worker.ts',
    'src/modules/investor-index/sentences/sentence-worker.ts',
  ],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});

// The embedded cluster a new data directory starts from: migrated and the dataset loaded, so a first
// start loads one archive (about 1 s) instead of running initdb, the migrations and the dataset load.
// Built with the same PGlite and code the server runs.
const prepared = spawnSync(process.execPath, ['dist/prepared-cluster.js'], { cwd: import.meta.dirname, stdio: 'inherit' });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
