import { trialMessages } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/api-error';
import { trialNotice } from './trial-notice';

describe('free-trial banner and gate', () => {
  it('counts the searches left, words the last one and the end, and shows nothing without a trial', () => {
    expect(trialNotice(4, null)).toEqual({ banner: 'You have 4 free searches left.', gate: null });
    expect(trialNotice(1, null)).toEqual({ banner: trialMessages.lastSearch, gate: null });
    expect(trialNotice(0, null)).toEqual({ banner: trialMessages.ended, gate: null });
    expect(trialNotice(null, null)).toEqual({ banner: null, gate: null });
    expect(trialNotice(undefined, null)).toEqual({ banner: null, gate: null });
  });

  it('gates a search the trial refused at 0, with the ended banner', () => {
    const refused = new ApiError(403, { error: trialMessages.limitReached, code: 'investor_trial_exhausted' });
    expect(trialNotice(3, refused)).toEqual({ banner: trialMessages.ended, gate: trialMessages.limitReached });
  });

  it('gates a user without a trial, without a banner', () => {
    expect(trialNotice(undefined, new ApiError(403, { error: trialMessages.notIncluded, code: 'investor_trial_not_included' }))).toEqual({
      banner: null,
      gate: trialMessages.notIncluded,
    });
  });

  it('leaves other failures to the page, and decides by the code, not the message', () => {
    expect(trialNotice(2, new ApiError(403, { error: 'Forbidden', code: 'forbidden' }))).toEqual({
      banner: 'You have 2 free searches left.',
      gate: null,
    });
    expect(trialNotice(2, new ApiError(403, { error: trialMessages.limitReached, code: 'forbidden' })).gate).toBeNull();
    expect(trialNotice(2, new ApiError(403, { error: 'Reworded', code: 'investor_trial_exhausted' })).gate).toBe(
      trialMessages.limitReached,
    );
  });
});
