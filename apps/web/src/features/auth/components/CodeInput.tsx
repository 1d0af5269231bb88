import { OTP_LENGTH } from '@dealscout/domain';
import { Input } from 'antd';

interface CodeInputProps {
  id?: string;
  onChange?: (code: string) => void;
  /** Form.Item's validate trigger (validateTrigger="onComplete"): the code is checked once every box is filled. */
  onComplete?: () => void;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * The 6-digit code as six boxes. Reports every keystroke (Input.OTP's own onChange only fires once all
 * boxes are full, which would leave a stale code in the form after a digit is deleted).
 */
export function CodeInput({ id, onChange, onComplete }: CodeInputProps) {
  return (
    <Input.OTP
      id={id}
      length={OTP_LENGTH}
      size="large"
      aria-label="Verification code"
      autoComplete="one-time-code"
      inputMode="numeric"
      autoFocus
      formatter={digitsOnly}
      onInput={(cells) => {
        const code = cells.join('');
        onChange?.(code);
        if (code.length === OTP_LENGTH) onComplete?.();
      }}
    />
  );
}
