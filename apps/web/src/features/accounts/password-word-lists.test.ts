import { passwordEstimator } from '@dealscout/domain/password-strength';
import { estimatePassword as serverEstimate } from '@dealscout/domain/password-estimator';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { browserWordLists } from './password-word-lists';

const allLists = { ...common.dictionary, ...english.dictionary };
const lists = browserWordLists(allLists);
const browserEstimate = passwordEstimator({ dictionary: lists, graphs: common.adjacencyGraphs });
const strong = (score: number) => score >= 3;

describe('the browser word lists', () => {
  it('keep the most common words of each ranked list and stay small enough for sign-up', () => {
    expect(lists['passwords-common']?.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(lists['passwords-common']).toHaveLength(10_000);
    expect(lists['firstnames-en']).toBeUndefined();
    expect(lists['months-en']).toEqual(allLists['months-en']);
    const gzipKB =
      gzipSync(
        Object.values(lists)
          .map((words) => words.join('\n'))
          .join('\n'),
        { level: 9 },
      ).length / 1024;
    expect(gzipKB).toBeLessThan(70);
  });

  it('judge common and strong passwords as the API does', { timeout: 60_000 }, () => {
    const samples = ['password1', 'iloveyou2', 'qwerty123', 'summer2024', 'jessica1', 'Granite-Harbor-42!', 'Copper-Meadow-Violin-83'];
    const verdicts = (estimate: typeof serverEstimate) => samples.map((password) => strong(estimate(password).score));
    expect(verdicts(browserEstimate)).toEqual(verdicts(serverEstimate));
    expect(verdicts(serverEstimate)).toEqual([false, false, false, false, false, true, true]);
  });
});
