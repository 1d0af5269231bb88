import { describe, expect, it } from 'vitest';
import { emailRequestMessages as m, emailRequestSchema } from '../src/index.js';

const issuesOf = (input: unknown) => {
  const result = emailRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('emailRequestSchema', () => {
  it('accepts the three kinds and normalises the address', () => {
    expect(emailRequestSchema.parse({ type: 'try', email: ' Ann@Example.COM ' })).toEqual({ type: 'try', email: 'ann@example.com' });
    expect(emailRequestSchema.parse({ type: 'contact', name: ' Ann ', email: 'a@b.co', message: 'Hi' })).toEqual({
      type: 'contact',
      name: 'Ann',
      email: 'a@b.co',
      message: 'Hi',
    });
    expect(emailRequestSchema.safeParse({ type: 'upgrade', name: 'Ann', email: 'a@b.co', message: 'Upgrade me' }).success).toBe(true);
  });

  it('gives the spec messages', () => {
    expect(issuesOf({ type: 'contact', email: 'a@b.co', message: 'x' })).toEqual([['name', m.nameRequired]]);
    expect(issuesOf({ type: 'contact', name: '   ', email: 'a@b.co', message: 'x' })).toEqual([['name', m.nameRequired]]);
    expect(issuesOf({ type: 'contact', name: 'x'.repeat(51), email: 'a@b.co', message: 'x' })).toEqual([['name', m.nameTooLong]]);
    expect(issuesOf({ type: 'contact', name: 'Ann', email: 'a@b.co', message: '' })).toEqual([['message', m.messageRequired]]);
    expect(issuesOf({ type: 'contact', name: 'Ann', email: 'a@b.co', message: 'x'.repeat(501) })).toEqual([['message', m.messageTooLong]]);
    expect(issuesOf({ type: 'try' })).toEqual([['email', m.emailRequired]]);
    expect(issuesOf({ type: 'try', email: 'not-an-email' })).toEqual([['email', m.emailInvalid]]);
    expect(issuesOf({ type: 'spam', email: 'a@b.co' })).toEqual([['type', m.typeInvalid]]);
  });

  it('accepts the limits exactly', () => {
    expect(issuesOf({ type: 'contact', name: 'x'.repeat(50), email: 'a@b.co', message: 'y'.repeat(500) })).toEqual([]);
  });

  it('refuses unknown fields and wrong types', () => {
    expect(issuesOf({ type: 'try', email: 'a@b.co', admin: true })).toHaveLength(1);
    expect(issuesOf({ type: 'contact', name: 42, email: 'a@b.co', message: 'x' })).toEqual([['name', 'Must be text']]);
  });
});
