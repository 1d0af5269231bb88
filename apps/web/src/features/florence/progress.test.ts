import type { LiveChange } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { elapsedText, estimateText, EVERY_LIST, generatingLabel, outcomeOf, progressPercent, stepName } from './progress';

describe('generation progress', () => {
  it('says the estimate honestly: seconds, minutes, or nothing before any run completed', () => {
    expect(estimateText(null)).toBeNull();
    expect(estimateText(722)).toBe('about 1 s');
    expect(estimateText(1_791)).toBe('about 2 s');
    expect(estimateText(45_000)).toBe('about 45 s');
    expect(estimateText(89_000)).toBe('about 89 s');
    expect(estimateText(6 * 60_000)).toBe('about 6 min');
    expect(estimateText(Number.NaN)).toBeNull();
  });

  it('names the step and shows 25 x (step - 1) percent', () => {
    expect(stepName(1)).toBe('AI processing');
    expect(stepName(4)).toBe('Finalising');
    expect([1, 2, 3, 4].map(progressPercent)).toEqual([0, 25, 50, 75]);
  });

  it('counts elapsed time in minutes and seconds', () => {
    expect(elapsedText(0)).toBe('0:00');
    expect(elapsedText(7_900)).toBe('0:07');
    expect(elapsedText(760_000)).toBe('12:40');
    expect(elapsedText(-5)).toBe('0:00');
  });

  it('labels the header button by the number of lists', () => {
    expect(generatingLabel(1)).toBe('Florence generating 1 list');
    expect(generatingLabel(3)).toBe('Florence generating 3 lists');
  });

  it('reads a company’s list once its run ends, every list after a dropped stream, and opens the dialog for the own failure only', () => {
    const change = (state: 'processing' | 'completed' | 'failed', actor = 'me'): LiveChange => ({
      kind: 'florence',
      actor,
      at: 1,
      run: { id: `run-${state}-${actor}`, company: 'company-a', state },
    });
    const ended = new Set<string>();
    expect(outcomeOf(change('processing'), 'me', ended)).toEqual({ reread: null, ownFailure: null });
    expect(outcomeOf(change('completed'), 'me', ended)).toEqual({ reread: 'company-a', ownFailure: null });
    expect(outcomeOf(change('completed', 'colleague'), 'me', ended)).toEqual({ reread: 'company-a', ownFailure: null });
    expect(outcomeOf(change('failed'), 'me', ended)).toEqual({ reread: 'company-a', ownFailure: 'run-failed-me' });
    expect(outcomeOf(change('failed', 'colleague'), 'me', ended)).toEqual({ reread: 'company-a', ownFailure: null });
    expect(outcomeOf(change('failed', 'nobody'), undefined, ended)).toEqual({ reread: 'company-a', ownFailure: null });
    // The same end heard again (the owner's organization channel) asks nothing more: the list is read once.
    expect(outcomeOf(change('completed'), 'me', ended)).toEqual({ reread: null, ownFailure: null });
    expect(outcomeOf(change('failed'), 'me', ended)).toEqual({ reread: null, ownFailure: null });
    // A change without a run (an older server's) asks nothing; a stream back after a drop, every list.
    expect(outcomeOf({ kind: 'florence', actor: 'me', at: 1 }, 'me', ended)).toEqual({ reread: null, ownFailure: null });
    expect(outcomeOf(null, 'me', ended)).toEqual({ reread: EVERY_LIST, ownFailure: null });
  });
});
