import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids eslint.config.js reports for a snippet placed in a web feature. */
async function refusals(code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src/features/probe.ts') });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').length;
}

const declarations = `
declare const error: { message: string; body: { error: string }; code: string | null };
declare const message: string;
declare const florenceMessages: { monthlyLimit: string };
declare const accountMessages: { session: { required: string } };
`;

describe('the web decides by error code, never by message text (eslint.config.js)', () => {
  it.each([
    ["error.message === 'Monthly limit reached'"],
    ['message !== florenceMessages.monthlyLimit'],
    ['error.body.error == accountMessages.session.required'],
    ['[florenceMessages.monthlyLimit].includes(error.message)'],
    ["error.message.startsWith('Free trial')"],
    ['/limit/.test(error.message)'],
  ])('refuses %s', async (expression) => {
    expect(await refusals(`${declarations}export const decided = ${expression};`)).toBeGreaterThan(0);
  });

  it.each([
    ["error.code === 'florence_monthly_limit_reached'"],
    ['error.message === null'],
    ["message !== ''"],
    ['error.body.error !== undefined'],
  ])('allows %s', async (expression) => {
    expect(await refusals(`${declarations}export const decided = ${expression};`)).toBe(0);
  });
});
