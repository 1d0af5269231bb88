import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeInput } from './CodeInput';

function CodeField({ initial = '' }: { initial?: string }) {
  const [code, setCode] = useState(initial);
  return (
    <>
      <label htmlFor="code">Verification code</label>
      <CodeInput id="code" value={code} onChange={setCode} />
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Verification code');
const boxes = () => [...document.querySelectorAll('.ds-code-input-box')].map((box) => box.textContent);
const paste = (text: string) => fireEvent.paste(field(), { clipboardData: { getData: () => text } });

describe('the six code boxes', () => {
  it('take digits only and draw each in its box', () => {
    render(<CodeField />);
    fireEvent.change(field(), { target: { value: '12a3' } });
    expect(field().value).toBe('123');
    expect(boxes()).toEqual(['1', '2', '3', '', '', '']);
  });

  it('hold six digits at most', () => {
    render(<CodeField initial="123456" />);
    fireEvent.change(field(), { target: { value: '1234567' } });
    expect(field().value).toBe('123456');
  });

  it('take a pasted code with spaces as the whole code, replacing what was there', () => {
    render(<CodeField initial="98" />);
    field().setSelectionRange(0, 2);
    paste('551 203');
    expect(field().value).toBe('551203');
    expect(boxes()).toEqual(['5', '5', '1', '2', '0', '3']);
  });

  it('put a few pasted digits in at the caret', () => {
    render(<CodeField initial="20" />);
    field().setSelectionRange(2, 2);
    paste('8');
    expect(field().value).toBe('208');
  });

  it('are one field for the phone’s one-time-code autofill and the numeric keypad', () => {
    render(<CodeField />);
    expect(field().getAttribute('autocomplete')).toBe('one-time-code');
    expect(field().getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(field());
  });
});
