import { describe, expect, it } from 'vitest';
import {
  displayText,
  formatFileSize,
  formatMoney,
  formatPercent,
  formatStat,
  initials,
  normaliseDashes,
  toAmount,
  withScheme,
} from '../src/index.js';

describe('formatMoney', () => {
  it('shows millions with mm, two decimals unless exact', () => {
    expect(formatMoney(1_000_000)).toBe('$1mm');
    expect(formatMoney(2_500_000)).toBe('$2.50mm');
    expect(formatMoney(1_234_567)).toBe('$1.23mm');
    expect(formatMoney('12000000')).toBe('$12mm');
  });
  it('shows amounts below a million in full with a $ prefix', () => {
    expect(formatMoney(950_000)).toBe('$950,000');
    expect(formatMoney('$1,250.5')).toBe('$1,250.50');
  });
  it('shows "-" for zero, none and junk', () => {
    for (const value of [0, '0', null, undefined, '', 'abc']) expect(formatMoney(value)).toBe('-');
  });
  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-3_000_000)).toBe('-$3mm');
  });
});

describe('formatStat', () => {
  it('uses k for thousands and mm for millions', () => {
    expect(formatStat(1500)).toBe('$1.50k');
    expect(formatStat(250_000)).toBe('$250k');
    expect(formatStat(4_000_000)).toBe('$4mm');
    expect(formatStat(999)).toBe('$999');
    expect(formatStat(0)).toBe('-');
  });
});

describe('formatPercent and toAmount', () => {
  it('suffixes percentages', () => {
    expect(formatPercent('12.5')).toBe('12.50%');
    expect(formatPercent(20)).toBe('20%');
    expect(formatPercent(null)).toBe('-');
  });
  it('parses stored amounts', () => {
    expect(toAmount('$1,000')).toBe(1000);
    expect(toAmount('  ')).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('uses base 1024 with up to two decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(500)).toBe('500 Bytes');
    expect(formatFileSize(1024)).toBe('1 KiB');
    expect(formatFileSize(1536)).toBe('1.5 KiB');
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50 MiB');
    expect(formatFileSize(1234567)).toBe('1.18 MiB');
  });
  it('goes up to YiB and no further', () => {
    expect(formatFileSize(1024 ** 8)).toBe('1 YiB');
    expect(formatFileSize(1024 ** 9)).toBe('1024 YiB');
  });
});

describe('text', () => {
  it('makes initials from the first two words', () => {
    expect(initials('john smith')).toBe('JS');
    expect(initials('  Ada  Lovelace King ')).toBe('AL');
    expect(initials('acme')).toBe('A');
    expect(initials('')).toBe('');
    expect(initials(null)).toBe('');
  });
  it('normalises unicode dashes', () => {
    expect(normaliseDashes('2020\u20132022 \u2014 a\u2212b')).toBe('2020-2022 - a-b');
  });
  it('shows "-" for empty, na and n/a', () => {
    for (const value of ['', '  ', 'na', 'NA', 'n/a', 'N/A', null, undefined]) expect(displayText(value)).toBe('-');
    expect(displayText('Nashville')).toBe('Nashville');
    expect(displayText('A\u2013B')).toBe('A-B');
  });
});

describe('withScheme', () => {
  it('adds https:// to a bare website', () => {
    expect(withScheme('example.com')).toBe('https://example.com');
    expect(withScheme(' www.example.com/a ')).toBe('https://www.example.com/a');
  });
  it('keeps an existing scheme and empty input', () => {
    expect(withScheme('http://example.com')).toBe('http://example.com');
    expect(withScheme('HTTPS://x.io')).toBe('HTTPS://x.io');
    expect(withScheme('')).toBe('');
    expect(withScheme(undefined)).toBe('');
  });
});
