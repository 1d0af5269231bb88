import type { AlgoStatusItem } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { elapsedText, estimateText, finishedSince, generatingLabel, progressPercent, stepName } from './progress';

const run = (id: string, status: AlgoStatusItem['status'], own = true): AlgoStatusItem => ({
  id,
  company: `company-${id}`,
  company_name: `Company ${id}`,
  user: 'Ann Lee',
  own,
  status,
  current_step: 2,
  called_at: '2026-11-25T12:00:00.000Z',
  finished_at: null,
  error: status === 'failed' ? 'Florence could not finish this list. Please try again.' : null,
});

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

  it('finds the runs that ended since the last reading; only the own failures open the error dialog', () => {
    const before = [
      run('a', 'processing'),
      run('b', 'processing'),
      run('c', 'processing', false),
      run('d', 'completed'),
      run('g', 'processing', false),
    ];
    const after = [run('a', 'completed'), run('b', 'failed'), run('c', 'failed', false), run('d', 'completed'), run('e', 'failed')];
    const { refresh, ownFailed } = finishedSince(before, after);
    // g: a colleague's run that left the status when it ended.
    expect(refresh).toEqual(['company-a', 'company-b', 'company-c', 'company-g']);
    expect(ownFailed.map((item) => item.id)).toEqual(['b']);
    expect(finishedSince([], after)).toEqual({ refresh: [], ownFailed: [] });
    expect(finishedSince(before, before)).toEqual({ refresh: [], ownFailed: [] });
  });
});
