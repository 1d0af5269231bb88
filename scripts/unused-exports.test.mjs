import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { unusedExports } from './unused-exports.mjs';

const fixtures = mkdtempSync(path.join(tmpdir(), 'unused-exports-'));
after(() => rmSync(fixtures, { recursive: true, force: true }));

/** Writes `{ 'relative/path.ts': 'contents' }` and returns the files' paths. */
function files(contents) {
  return Object.entries(contents).map(([file, text]) => {
    const full = path.join(fixtures, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    return full;
  });
}

/** The names reported, without their paths. */
const names = (report) => report.map((line) => line.slice(line.lastIndexOf(': ') + 2)).sort();

describe('unusedExports', () => {
  it('reports an export nothing uses, not one imported elsewhere or used in its own file', () => {
    const report = unusedExports(
      files({
        'plain/a.ts': 'export const used = 1;\nexport const dead = 2;\nexport const local = 3;\nexport const twice = local * 2;\n',
        'plain/b.ts': "import { used, twice } from './a.js';\nconsole.log(used, twice);\n",
      }),
    );
    assert.deepEqual(names(report), ['dead']);
  });

  it('follows an index that re-exports, a namespace import and a dynamic import', () => {
    const report = unusedExports(
      files({
        'index/e.ts': 'export const viaIndex = 1;\nexport type Shape = { a: number };\nexport const neverImported = 2;\n',
        'index/index.ts': "export * from './e.js';\n",
        'index/f.ts': "import { viaIndex, type Shape } from './index.js';\nexport const f: Shape = { a: viaIndex };\n",
        'index/g.ts': "import * as all from './h.js';\nconsole.log(all, f);\nimport { f } from './f.js';\n",
        'index/h.ts': 'export const everything = 1;\n',
        'index/lazy.ts': "void import('./page.js').then((m) => m);\n",
        'index/page.ts': 'export function Page() {\n  return 1;\n}\n',
      }),
    );
    assert.deepEqual(names(report), ['neverImported']);
  });
});
