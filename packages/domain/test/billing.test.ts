import { describe, expect, it } from 'vitest';
import { planPricesText } from '../src/index.js';

describe('plan prices', () => {
  it('reads as the spec writes them', () => {
    expect(planPricesText()).toBe('$50.00 a month or $540.00 a year');
  });
});
