import { describe, expect, it } from 'vitest';
import { applyMask, CURRENCY_MASK, CURRENCY_VALUE, maskedText, PERCENTAGE_MASK, PERCENTAGE_VALUE, type NumberMask } from '../src/index.js';

/** Types the keys one by one at the end of the field, as a user would, returning each shown text. */
function type(keys: string, mask: NumberMask, start = '') {
  const shown: string[] = [];
  let text = start;
  for (const key of keys) {
    const caret = text.length - mask.suffix.length;
    const raw = text.slice(0, caret) + key + text.slice(caret);
    const next = applyMask(raw, mask, caret + 1, text);
    text = next.text;
    shown.push(text);
  }
  return { shown, last: applyMask(text, mask) };
}

/** Presses Backspace with the caret at `caret`. */
function backspace(text: string, caret: number, mask: NumberMask) {
  return applyMask(text.slice(0, caret - 1) + text.slice(caret), mask, caret - 1, text);
}

describe('currency mask', () => {
  it('adds the $ and thousands separators as the user types, and stores the bare number', () => {
    const { shown, last } = type('1234567.891', CURRENCY_MASK);
    expect(shown).toEqual([
      '$1',
      '$12',
      '$123',
      '$1,234',
      '$12,345',
      '$123,456',
      '$1,234,567',
      '$1,234,567.',
      '$1,234,567.8',
      '$1,234,567.89',
      '$1,234,567.89',
    ]);
    expect(last.value).toBe('1234567.89');
  });

  it('accepts negatives, typed first or pasted', () => {
    expect(type('-', CURRENCY_MASK).shown).toEqual(['-']);
    expect(type('-2500', CURRENCY_MASK).last).toMatchObject({ text: '-$2,500', value: '-2500' });
    expect(applyMask('-$1,000.5', CURRENCY_MASK)).toMatchObject({ text: '-$1,000.5', value: '-1000.5' });
    expect(applyMask('$-75', CURRENCY_MASK).value).toBe('-75');
    expect(applyMask('-0', CURRENCY_MASK).value).toBe('0');
  });

  it('drops leading zeros but keeps the zero before a point', () => {
    expect(type('0012', CURRENCY_MASK).shown).toEqual(['$0', '$0', '$1', '$12']);
    expect(applyMask('.5', CURRENCY_MASK)).toMatchObject({ text: '$0.5', value: '0.5' });
    expect(applyMask('000.25', CURRENCY_MASK).value).toBe('0.25');
  });

  it('stops at 14 integer digits and 2 decimals', () => {
    const fifteen = applyMask('123456789012345', CURRENCY_MASK);
    expect(fifteen).toMatchObject({ text: '$12,345,678,901,234', value: '12345678901234' });
    expect(CURRENCY_VALUE.test(fifteen.value)).toBe(true);
    expect(CURRENCY_VALUE.test('123456789012345')).toBe(false);
    expect(applyMask('1.999', CURRENCY_MASK).value).toBe('1.99');
  });

  it('cleans a paste of text, symbols and spaces', () => {
    expect(applyMask(' USD 4,500,000.00 ', CURRENCY_MASK)).toMatchObject({ text: '$4,500,000.00', value: '4500000.00' });
    expect(applyMask('abc', CURRENCY_MASK)).toMatchObject({ text: '', value: '' });
    expect(applyMask('1.2.3', CURRENCY_MASK).value).toBe('1.23');
  });

  it('deletes the digit before a separator on Backspace, and keeps the caret in place', () => {
    const after = backspace('$1,234', 3, CURRENCY_MASK);
    expect(after).toMatchObject({ text: '$234', value: '234' });
    expect(after.caret).toBe(1);
    const middle = applyMask('$1,2534', CURRENCY_MASK, 5, '$1,234');
    expect(middle).toMatchObject({ text: '$12,534', caret: 5 });
    expect(backspace('$5', 2, CURRENCY_MASK).text).toBe('');
  });

  it('shows a stored value in its field', () => {
    expect(maskedText('-1234.5', CURRENCY_MASK)).toBe('-$1,234.5');
    expect(maskedText(2500000, CURRENCY_MASK)).toBe('$2,500,000');
    expect(maskedText('', CURRENCY_MASK)).toBe('');
  });
});

describe('percentage mask', () => {
  it('adds the % suffix and keeps the caret before it', () => {
    const { shown, last } = type('12.55', PERCENTAGE_MASK);
    expect(shown).toEqual(['1%', '12%', '12.%', '12.5%', '12.55%']);
    expect(last.value).toBe('12.55');
    expect(applyMask('12%', PERCENTAGE_MASK, 2).caret).toBe(2);
  });

  it('refuses negatives and stops at 5 integer digits and 2 decimals', () => {
    expect(applyMask('-15', PERCENTAGE_MASK)).toMatchObject({ text: '15%', value: '15' });
    expect(applyMask('1234567', PERCENTAGE_MASK).value).toBe('12345');
    expect(applyMask('3.14159', PERCENTAGE_MASK).value).toBe('3.14');
    expect(PERCENTAGE_VALUE.test('-1')).toBe(false);
    expect(PERCENTAGE_VALUE.test('123456')).toBe(false);
  });

  it('deletes the last digit when Backspace hits the suffix', () => {
    expect(backspace('12%', 3, PERCENTAGE_MASK)).toMatchObject({ text: '1%', value: '1' });
    expect(backspace('1%', 2, PERCENTAGE_MASK)).toMatchObject({ text: '', value: '' });
  });

  it('thousands separators apply to percentages too', () => {
    expect(applyMask('12345', PERCENTAGE_MASK).text).toBe('12,345%');
  });
});
