import { describe, expect, it } from 'vitest';
import { counterpartLabels } from './labels';

describe('labels by the first answer', () => {
  it('calls them Targets, Buyers or Investors', () => {
    expect(counterpartLabels([{ 'question-one': ['block', 'Acquire'] }])).toEqual({ plural: 'Targets', singular: 'target' });
    expect(counterpartLabels([{ 'question-one': ['Sell'] }])).toEqual({ plural: 'Buyers', singular: 'buyer' });
    expect(counterpartLabels([{ 'question-one': ['Recapitalize'] }])).toEqual({ plural: 'Investors', singular: 'investor' });
    expect(counterpartLabels([])).toEqual({ plural: 'Investors', singular: 'investor' });
  });
});
