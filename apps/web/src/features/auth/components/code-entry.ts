/** The code being typed and where the caret stands in it (0 = before the first digit). */
export interface CodeEntry {
  code: string;
  caret: number;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The code after the field's text changed to `text` with the caret at `caret`: digits only, at most
 * `length` of them. In a full field a typed digit takes the place of the one after the caret, as
 * typing into a row of boxes does, instead of being refused or pushing the others out of order.
 */
export function typedCode(text: string, caret: number, length: number): CodeEntry {
  const digits = digitsOf(text);
  const at = digitsOf(text.slice(0, caret)).length;
  const excess = Math.max(0, digits.length - length);
  const code = (digits.slice(0, at) + digits.slice(at + excess)).slice(0, length);
  return { code, caret: Math.min(at, code.length) };
}

/**
 * The code after pasting `text` over the selection [start, end): a whole code replaces what was
 * there; a few digits go in at the caret like typed ones.
 */
export function pastedCode(code: string, start: number, end: number, text: string, length: number): CodeEntry {
  const pasted = digitsOf(text);
  if (pasted.length >= length) return { code: pasted.slice(0, length), caret: length };
  const merged = code.slice(0, start) + pasted + code.slice(end);
  return typedCode(merged, start + pasted.length, length);
}

/** Where the caret goes when the box at `index` is clicked: on that box, or after the last digit when it is empty. */
export const caretForBox = (index: number, code: string) => Math.max(0, Math.min(index, code.length));
