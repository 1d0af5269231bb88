import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, errorCodeForStatus, errorCodeOf, errorMessageOf, errorReply, errorReplySchema } from '../src/index.js';

describe('error replies: { error, code } and the field errors', () => {
  it('keeps a plain error and adds its code', () => {
    expect(errorReply({ error: 'Company not found' }, 'not_found')).toEqual({ error: 'Company not found', code: 'not_found' });
  });

  it('gives field errors the message the client shows first as error', () => {
    expect(errorReply({ name: ['Name is required'], email: ['Email is invalid'] }, 'invalid_input')).toEqual({
      error: 'Name is required',
      code: 'invalid_input',
      name: ['Name is required'],
      email: ['Email is invalid'],
    });
    const reply = errorReply({ name: ['Name is required'], non_field_errors: ['Unable to log in'] }, 'invalid_input');
    expect(reply.error).toBe('Unable to log in');
    expect(errorMessageOf(reply)).toBe(errorMessageOf({ name: ['Name is required'], non_field_errors: ['Unable to log in'] }));
  });

  it('reports a field named like a key of the reply as <name>_field', () => {
    expect(errorReply({ code: ['Invalid request'], error: ['Unknown field'] }, 'invalid_input')).toEqual({
      error: 'Invalid request',
      code: 'invalid_input',
      code_field: ['Invalid request'],
      error_field: ['Unknown field'],
    });
  });

  it('lists each code once with its status; the general code of each status is one of them', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const status of [400, 401, 403, 404, 409, 413, 414, 415, 422, 429, 500, 502]) {
      expect(ERROR_STATUS[errorCodeForStatus(status)]).toBe(status);
    }
    expect(errorCodeForStatus(400, true)).toBe('invalid_input');
    expect(errorCodeForStatus(418)).toBe('bad_request');
  });

  it('reads the code of a reply, and nothing from a body that is not one', () => {
    expect(errorCodeOf({ error: 'x', code: 'rate_limited' })).toBe('rate_limited');
    expect(errorCodeOf({ error: 'x', code: 'no_such_code' })).toBeNull();
    expect(errorCodeOf('<html>')).toBeNull();
    expect(errorReplySchema.safeParse({ error: 'x', code: 'lead_duplicate', duplicate: {} }).success).toBe(true);
  });
});
