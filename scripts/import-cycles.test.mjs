import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { findCycles } from './import-cycles.mjs';

const fixtures = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
after(() => rmSync(fixtures, { recursive: true, force: true }));

/** A folder of source files from `{ 'relative/path.ts': 'contents' }`. */
function folder(name, files) {
  const dir = path.join(fixtures, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const tree = folder('tree', {
  'a.ts': "import { b } from './b.js';\nimport { c } from './c';\nexport const a = b + c;\n",
  'b.ts': "import { c } from './c';\nexport const b = c;\n",
  'c.ts': 'export const c = 1;\n',
});

const loop = folder('loop', {
  'app.ts': "export interface Deps { db: string }\nexport { routes } from './modules/routes.js';\n",
  'modules/routes.ts': "import type { Deps } from '../app.js';\nexport const routes = (deps: Deps) => deps.db;\n",
});

describe('findCycles', () => {
  it('finds none in a tree of imports', () => {
    assert.deepEqual(findCycles(tree), []);
  });

  it('finds a loop through a type-only import, a re-export and a subfolder', () => {
    assert.deepEqual(findCycles(loop), [['app.ts', 'modules/routes.ts', 'app.ts']]);
  });

  it('finds a loop closed by a dynamic import, and each distinct loop of a tangle once', () => {
    const dir = folder('lazy', {
      'router.tsx': "export const pages = [() => import('./page'), () => import('./other')];\n",
      'navigation.ts': "import { pages } from './router';\nexport const count = pages.length;\n",
      'page.tsx': "import { count } from './navigation';\nexport const Page = () => count;\n",
      'other.tsx': "import { count } from './navigation';\nexport const Other = () => count;\n",
    });
    assert.deepEqual(findCycles(dir), [
      ['navigation.ts', 'router.tsx', 'other.tsx', 'navigation.ts'],
      ['navigation.ts', 'router.tsx', 'page.tsx', 'navigation.ts'],
    ]);
  });

  it('ignores packages and files outside the folder', () => {
    const dir = folder('outside', {
      'a.ts': "import { z } from 'zod';\nimport { b } from '../tree/b';\nexport const a = [z, b];\n",
    });
    assert.deepEqual(findCycles(dir), []);
  });
});

describe('check-cycles', () => {
  const check = (dir) => spawnSync(process.execPath, [path.join(import.meta.dirname, 'check-cycles.mjs'), dir], { encoding: 'utf8' });

  it('exits 1 and names the loop when a folder has a cycle', () => {
    const result = check(loop);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /app\.ts -> modules\/routes\.ts -> app\.ts/);
  });

  it('exits 0 on a folder without one', () => {
    assert.equal(check(tree).status, 0);
  });
});
