import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useState, type InputHTMLAttributes } from 'react';
import './plain-input.css';

type PlainInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { invalid?: boolean };

/**
 * A large text input drawn like antd's, without antd's Input, which brings antd's Form code with it
 * (about 30 KB gzip): for the sign-in page, the first page most people load. A password field has
 * antd's show/hide toggle.
 */
export function PlainInput({ invalid, type, ...props }: PlainInputProps) {
  const [shown, setShown] = useState(false);
  const className = invalid ? 'ds-plain-input has-error' : 'ds-plain-input';
  if (type !== 'password') return <input {...props} type={type} className={className} />;
  const Eye = shown ? EyeOutlined : EyeInvisibleOutlined;
  return (
    <span className={`${className} ds-plain-input-affix`}>
      <input {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="ds-plain-input-toggle"
        aria-label="Show password"
        aria-pressed={shown}
        onClick={() => setShown(!shown)}
      >
        <Eye />
      </button>
    </span>
  );
}
