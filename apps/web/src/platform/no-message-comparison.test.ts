import { describe, expect, it } from 'vitest';
import { restrictedSyntaxIn as refusals } from '../test-support/lint-probe';

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
