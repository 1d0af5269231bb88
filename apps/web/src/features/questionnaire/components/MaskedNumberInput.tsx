import { applyMask, maskedText, type NumberMask } from '@dealscout/domain';
import { Input } from 'antd';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';

interface MaskedNumberInputProps {
  id?: string;
  mask: NumberMask;
  value: string | undefined;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** A text field under the currency or percentage mask: shows '$1,234.5', hands back '1234.5'. */
export function MaskedNumberInput({ id, mask, value, onChange, invalid, describedBy }: MaskedNumberInputProps) {
  const [shown, setShown] = useState(() => ({ text: maskedText(value, mask), value: value ?? '' }));
  const caret = useRef<number | null>(null);
  const element = useRef<HTMLInputElement | null>(null);

  // A value set from outside (a restored draft, a discard) replaces what is shown.
  if ((value ?? '') !== shown.value) setShown({ text: maskedText(value, mask), value: value ?? '' });

  useLayoutEffect(() => {
    if (caret.current !== null && element.current && document.activeElement === element.current) {
      element.current.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = applyMask(event.target.value, mask, event.target.selectionStart ?? event.target.value.length, shown.text);
    caret.current = next.caret;
    setShown({ text: next.text, value: next.value });
    onChange(next.value);
  };

  return (
    <Input
      id={id}
      ref={(input) => {
        element.current = input?.input ?? null;
      }}
      value={shown.text}
      onChange={change}
      inputMode="decimal"
      autoComplete="off"
      placeholder={mask.prefix ? `${mask.prefix}0` : `0${mask.suffix}`}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
