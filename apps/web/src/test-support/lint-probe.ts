import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root });

/** How many `no-restricted-syntax` refusals eslint.config.js reports for `code` placed in a web feature. */
export async function restrictedSyntaxIn(code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src/features/probe.ts') });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').length;
}
