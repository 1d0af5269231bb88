// Bundles the API (with the shared domain package) into dist/main.js; npm packages stay external.
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@dealscout/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});

// A freshly initialised embedded cluster, so a first start loads it (about 1 s) instead of running
// initdb on disk (about 3.5 s). Built with the same PGlite the server runs.
const { PGlite } = await import('@electric-sql/pglite');
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
const cluster = await PGlite.create({ extensions: { pg_trgm } });
const template = await cluster.dumpDataDir('gzip');
await cluster.close();
writeFileSync(new URL('./dist/pglite-template.tar.gz', import.meta.url), Buffer.from(await template.arrayBuffer()));
