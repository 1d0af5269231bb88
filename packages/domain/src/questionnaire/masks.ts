/**
 * The currency and percentage masks of the questionnaire (spec part 2 §5). Pure: the input component
 * feeds them what the user typed or pasted and shows what they return.
 */
export interface NumberMask {
  prefix: string;
  suffix: string;
  maxIntegerDigits: number;
  maxDecimals: number;
  allowNegative: boolean;
}

/** $ prefix, thousands separators, up to 2 decimals, 14 integer digits, negatives allowed. */
export const CURRENCY_MASK: NumberMask = { prefix: '$', suffix: '', maxIntegerDigits: 14, maxDecimals: 2, allowNegative: true };
/** % suffix, up to 2 decimals, 5 integer digits, no negatives. */
export const PERCENTAGE_MASK: NumberMask = { prefix: '', suffix: '%', maxIntegerDigits: 5, maxDecimals: 2, allowNegative: false };

export interface MaskedInput {
  /** What the field shows: '-$1,234.5', '12.5%'. */
  text: string;
  /** What is stored: no symbol, no separators, no trailing dot ('-1234.5', '12.5'); '' for nothing. */
  value: string;
  /** Where the caret goes in `text`. */
  caret: number;
}

const significant = (char: string) => /[\d.-]/.test(char);
const countSignificant = (text: string) => [...text].filter(significant).length;

/**
 * A deletion that removed only a separator or a symbol (Backspace over ',' or '%') would be undone by
 * the mask at once; it deletes the digit before it instead, as the user meant.
 */
function deletedSymbolOnly(raw: string, previous: string | undefined, caret: number) {
  if (previous === undefined || raw.length !== previous.length - 1) return null;
  let at = 0;
  while (at < raw.length && raw[at] === previous[at]) at++;
  if (raw.slice(at) !== previous.slice(at + 1) || significant(previous[at]!)) return null;
  const before = [...raw.slice(0, at)].map(significant).lastIndexOf(true);
  if (before < 0) return null;
  return { raw: raw.slice(0, before) + raw.slice(before + 1), caret: Math.min(caret, before) };
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The caret after the same number of significant characters (digits, '.', '-') as before it in the typed text. */
function caretIn(text: string, significantBefore: number, mask: NumberMask): number {
  if (significantBefore === 0) return text.startsWith('-') ? 0 : Math.min(mask.prefix.length, text.length);
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (significant(text[index]!) && ++seen === significantBefore) return index + 1;
  }
  return text.length - mask.suffix.length;
}

/**
 * Masks what is in the field: `raw` as typed or pasted, `caret` where the browser put the caret, and
 * `previous` the text shown before this edit.
 */
export function applyMask(raw: string, mask: NumberMask, caret = raw.length, previous?: string): MaskedInput {
  const fixed = deletedSymbolOnly(raw, previous, caret);
  if (fixed) ({ raw, caret } = fixed);
  const firstDigit = raw.search(/\d/);
  const negative = mask.allowNegative && raw.slice(0, firstDigit < 0 ? raw.length : firstDigit).includes('-');
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  const integerTyped = dot < 0 ? kept : kept.slice(0, dot);
  const decimals =
    dot < 0
      ? ''
      : kept
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, mask.maxDecimals);
  let integer = integerTyped.replace(/^0+(?=\d)/, '').slice(0, mask.maxIntegerDigits);
  if (integer === '' && dot >= 0) integer = '0';
  const sign = negative ? '-' : '';
  if (integer === '') {
    const text = sign;
    return { text, value: '', caret: text.length };
  }
  const body = groupThousands(integer) + (dot >= 0 ? `.${decimals}` : '');
  const text = `${sign}${mask.prefix}${body}${mask.suffix}`;
  const number = `${integer}${decimals ? `.${decimals}` : ''}`;
  const zero = Number(number) === 0;
  const value = `${negative && !zero ? '-' : ''}${number}`;
  const dropped = integerTyped.length - integerTyped.replace(/^0+(?=\d)/, '').length;
  const before = Math.max(0, countSignificant(raw.slice(0, caret)) - dropped);
  return { text, value, caret: caretIn(text, before, mask) };
}

/** The text a stored value shows in its field: '1234.5' -> '$1,234.5'. */
export const maskedText = (value: string | number | undefined, mask: NumberMask) =>
  value === undefined || value === '' ? '' : applyMask(String(value), mask).text;

/** The stored forms the masks produce, as the server checks them. */
export const CURRENCY_VALUE = /^-?(0|[1-9]\d{0,13})(\.\d{1,2})?$/;
export const PERCENTAGE_VALUE = /^(0|[1-9]\d{0,4})(\.\d{1,2})?$/;
