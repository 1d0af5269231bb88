import { GENERIC_ERROR } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, endedSession, errorMessage } from './api-error';

describe('errorMessage', () => {
  it("reads the server's message in the spec's order", () => {
    expect(errorMessage(new ApiError(400, { non_field_errors: ['Unable to log in with provided credentials.'], error: 'x' }))).toBe(
      'Unable to log in with provided credentials.',
    );
    expect(errorMessage(new ApiError(403, { error: 'Only the creator of this company can do that.' }), 'Error updating company')).toBe(
      'Only the creator of this company can do that.',
    );
    expect(errorMessage(new ApiError(400, { company_name: ['Company name is required'] }))).toBe('Company name is required');
  });

  it("falls back to the caller's message, else the generic one, when there is none to read", () => {
    expect(errorMessage(new ApiError(502, null), 'Error creating company')).toBe('Error creating company');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Error creating company')).toBe('Error creating company');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(GENERIC_ERROR);
  });
});

describe('endedSession', () => {
  it('is true for a 401 only', () => {
    expect(endedSession(new ApiError(401, { error: 'Session expired' }))).toBe(true);
    expect(endedSession(new ApiError(403, { error: 'Forbidden' }))).toBe(false);
    expect(endedSession(new Error('401'))).toBe(false);
  });
});
