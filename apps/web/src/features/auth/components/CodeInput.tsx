import { OTP_LENGTH } from '@dealscout/domain';
import { useImperativeHandle, useLayoutEffect, useRef, useState, type ClipboardEvent, type MouseEvent, type Ref } from 'react';
import { caretForBox, pastedCode, typedCode, type CodeEntry } from './code-entry';
import './code-input.css';

interface CodeInputProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}

type Selection = { start: number; end: number } | null;

/**
 * The 6-digit code: one text field drawn as six boxes, so typing, pasting, deleting, selecting and
 * the phone's one-time-code autofill behave as in any field. In a full field typed digits replace
 * the ones after the caret, and clicking a box puts the caret on it.
 */
export function CodeInput({ id, value, onChange, invalid = false, describedBy, ref }: CodeInputProps) {
  const field = useRef<HTMLInputElement>(null);
  const [selection, setSelection] = useState<Selection>(null);
  const pendingCaret = useRef<number | null>(null);
  useImperativeHandle(ref, () => field.current as HTMLInputElement, []);

  const apply = ({ code, caret }: CodeEntry) => {
    pendingCaret.current = caret;
    onChange(code);
    setSelection({ start: caret, end: caret });
  };

  // After a change the caret goes where the edit ended, also when the value did not change (a refused digit).
  useLayoutEffect(() => {
    const input = field.current;
    if (pendingCaret.current === null || !input) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const readSelection = () => {
    const input = field.current;
    if (input && document.activeElement === input) setSelection({ start: input.selectionStart ?? 0, end: input.selectionEnd ?? 0 });
  };

  const placeCaret = (event: MouseEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (input.selectionStart !== input.selectionEnd) return readSelection();
    const bounds = input.getBoundingClientRect();
    const box = Math.floor(((event.clientX - bounds.left) / bounds.width) * OTP_LENGTH);
    const caret = caretForBox(box, value);
    input.setSelectionRange(caret, caret);
    setSelection({ start: caret, end: caret });
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    apply(
      pastedCode(
        value,
        input.selectionStart ?? value.length,
        input.selectionEnd ?? value.length,
        event.clipboardData.getData('text'),
        OTP_LENGTH,
      ),
    );
  };

  // The caret never stands past the digits, also for a moment after the code was cleared from outside.
  const active = (index: number) => {
    if (!selection) return false;
    const [start, end] = [Math.min(selection.start, value.length), Math.min(selection.end, value.length)];
    if (start !== end) return index >= start && index < end;
    return index === Math.min(start, OTP_LENGTH - 1);
  };

  return (
    <div className={invalid ? 'ds-code-input is-invalid' : 'ds-code-input'}>
      <input
        ref={field}
        id={id}
        className="ds-code-input-field"
        value={value}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        spellCheck={false}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => apply(typedCode(event.target.value, event.target.selectionStart ?? event.target.value.length, OTP_LENGTH))}
        onPaste={paste}
        onSelect={readSelection}
        onMouseUp={placeCaret}
        onFocus={readSelection}
        onBlur={() => setSelection(null)}
      />
      <div className="ds-code-input-boxes" aria-hidden>
        {Array.from({ length: OTP_LENGTH }, (_, index) => (
          <span key={index} className={active(index) ? 'ds-code-input-box is-active' : 'ds-code-input-box'}>
            {value[index] ?? ''}
          </span>
        ))}
      </div>
    </div>
  );
}
