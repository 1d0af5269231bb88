import { describe, expect, it } from 'vitest';
import { caretForBox, pastedCode, typedCode, type CodeEntry } from './code-entry';

/** Types `keys` one by one from `start`, as the browser does: each key goes in at the caret. */
function typeInto(start: CodeEntry, keys: string): CodeEntry {
  return [...keys].reduce(
    (entry, key) => typedCode(entry.code.slice(0, entry.caret) + key + entry.code.slice(entry.caret), entry.caret + 1, 6),
    start,
  );
}

describe('typedCode', () => {
  it('keeps digits only and moves the caret past them', () => {
    expect(typedCode('12a3', 4, 6)).toEqual({ code: '123', caret: 3 });
    expect(typedCode(' 4-5', 4, 6)).toEqual({ code: '45', caret: 2 });
  });

  it('types six digits over a full code in order from the first box (typed 048744, not 404874)', () => {
    expect(typeInto({ code: '123456', caret: 0 }, '048744')).toEqual({ code: '048744', caret: 6 });
  });

  it('replaces the digit after the caret in a full code, and refuses more at the end', () => {
    expect(typeInto({ code: '048744', caret: 3 }, '1')).toEqual({ code: '048144', caret: 4 });
    expect(typeInto({ code: '129456', caret: 6 }, '7')).toEqual({ code: '129456', caret: 6 });
  });

  it('inserts at the caret while there is room, like any field', () => {
    expect(typeInto({ code: '1256', caret: 2 }, '3')).toEqual({ code: '12356', caret: 3 });
  });

  it('takes a deletion as it is', () => {
    expect(typedCode('12456', 2, 6)).toEqual({ code: '12456', caret: 2 });
  });
});

describe('pastedCode', () => {
  it('replaces the whole code with a pasted code, spaces and dashes dropped', () => {
    expect(pastedCode('048144', 4, 4, '551 203', 6)).toEqual({ code: '551203', caret: 6 });
    expect(pastedCode('', 0, 0, 'Code: 123-456-7', 6)).toEqual({ code: '123456', caret: 6 });
  });

  it('puts a few digits in at the caret, over the selection', () => {
    expect(pastedCode('20', 2, 2, '8', 6)).toEqual({ code: '208', caret: 3 });
    expect(pastedCode('123456', 1, 3, '99', 6)).toEqual({ code: '199456', caret: 3 });
    expect(pastedCode('123456', 0, 0, '77', 6)).toEqual({ code: '773456', caret: 2 });
  });

  it('ignores a paste without digits', () => {
    expect(pastedCode('12', 2, 2, 'abc', 6)).toEqual({ code: '12', caret: 2 });
  });
});

describe('caretForBox', () => {
  it('puts the caret on a filled box, or after the last digit', () => {
    expect(caretForBox(0, '123')).toBe(0);
    expect(caretForBox(2, '123')).toBe(2);
    expect(caretForBox(5, '123')).toBe(3);
    expect(caretForBox(4, '')).toBe(0);
  });
});
