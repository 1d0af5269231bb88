import type { AlgoStatusItem, LiveChange } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { changesOfReading, elapsedText, estimateText, EVERY_LIST, generatingLabel, outcomeOf, progressPercent, stepName } from './progress';

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

  it('with the stream blocked, a status reading stands in for a run that ended, acted on once with the stream', () => {
    const run = (id: string, status: AlgoStatusItem['status'], own = true): AlgoStatusItem => ({
      id,
      company: `company-${id}`,
      company_name: 'Lakeside Eye',
      user: own ? 'Me Myself' : 'A Colleague',
      own,
      status,
      current_step: 2,
      called_at: '2026-11-29T04:00:00.000Z',
      finished_at: status === 'processing' ? null : '2026-11-29T04:00:05.000Z',
      error: status === 'failed' ? 'The list could not be made' : null,
    });
    const processing = new Set<string>();
    // Ended before this page saw it processing: nothing to act on (the list read on opening holds it).
    expect(changesOfReading([run('old', 'completed'), run('a', 'processing'), run('b', 'processing', false)], 'me', processing)).toEqual(
      [],
    );
    const changes = changesOfReading([run('old', 'completed'), run('a', 'failed'), run('b', 'completed', false)], 'me', processing);
    expect(changes.map((change) => [change.actor, change.run])).toEqual([
      ['me', { id: 'a', company: 'company-a', state: 'failed' }],
      ['A Colleague', { id: 'b', company: 'company-b', state: 'completed' }],
    ]);
    const ended = new Set<string>();
    expect(changes.map((change) => outcomeOf(change, 'me', ended))).toEqual([
      { reread: 'company-a', ownFailure: 'a' },
      { reread: 'company-b', ownFailure: null },
    ]);
    // The next reading, and the stream's own events arriving late, ask nothing more.
    expect(changesOfReading([run('a', 'failed'), run('b', 'completed', false)], 'me', processing)).toEqual([]);
    expect(
      outcomeOf({ kind: 'florence', actor: 'me', at: 1, run: { id: 'a', company: 'company-a', state: 'failed' } }, 'me', ended),
    ).toEqual({
      reread: null,
      ownFailure: null,
    });
  });
});
