import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

/** The `no-restricted-imports` refusals eslint.config.js reports for the import `code` in a probe at `file` (under apps/api/src/modules). */
async function refusals(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath: path.join(root, 'apps/api/src/modules', file) });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

async function expectRefusedOnce(file: string, code: string, reason: RegExp) {
  const found = await refusals(file, code);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(reason);
}

describe('an API module imports another only through its index.ts (eslint.config.js)', () => {
  it.each([
    ['discovery/probe.ts', "import { bm25 } from '../investor-index/postings.js';"],
    ['discovery/probe.ts', "import type { CandidateIndex } from '../investor-index/candidate-index.js';"],
    ['florence/engine/probe.ts', "import { terms } from '../../investor-index/text.js';"],
    ['discovery/probe.ts', "import { companyProfileOf } from '../florence/engine/index.js';"],
    ['florence/preselect/probe.ts', "import { totalOf } from '../../investors/dataset-total.js';"],
    ['tasks/probe.ts', "export { visibleCompany } from '../companies/company-access.js';"],
    ['leads/probe.ts', "import { IMPORT_KINDS } from '../../modules/dataset-imports/import-kinds.js';"],
  ])('refuses in %s: %s', (file, code) => expectRefusedOnce(file, code, /from its index\.ts/));

  it.each([
    ['discovery/probe.ts', "import { bm25 } from '../investor-index/index.js';"],
    ['florence/engine/probe.ts', "import { terms } from '../../investor-index/index.js';"],
    ['investor-index/snapshot/probe.ts', "import { terms } from '../text.js';"],
    ['investor-index/probe.ts', "import { investorCount } from '../investors/index.js';"],
    ['florence/preselect/probe.ts', "import { totalOf } from '../../investors/index.js';"],
    ['florence/preselect/probe.ts', "import { rankCandidates } from '../engine/rank.js';"],
    ['florence/probe.ts', "import { listBuyers } from './buyers.service.js';"],
    ['tasks/probe.ts', "import { notFound } from '../../platform/errors.js';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await refusals(file, code)).toEqual([]);
  });

  it.each([
    ['investor-index/probe.ts', "import { listBuyers } from '../florence/index.js';"],
    ['investor-index/preselect/probe.ts', "import { rankCandidates } from '../../florence/engine/rank.js';"],
    ['investor-index/probe.ts', "import { describedMatches } from '../discovery/index.js';"],
    ['investor-index/sentences/probe.ts', "import type { SimilarCompany } from '../../../modules/discovery/similar-companies.js';"],
  ])('refuses the investor index, which lies below Florence and discovery, even their door, in %s: %s', (file, code) =>
    expectRefusedOnce(file, code, /lies below (florence|discovery) and never imports it/),
  );
});
