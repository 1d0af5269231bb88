import type { ReactNode } from 'react';
import './plain-field.css';

/**
 * A labelled field without antd's Form, for the sign-in page, which is the first page most people
 * load and must stay light. The error is tied to the control by aria-describedby.
 */
export function PlainField({ id, label, error, children }: { id: string; label: string; error?: string | null; children: ReactNode }) {
  return (
    <div className={error ? 'ds-plain-field has-error' : 'ds-plain-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <div id={`${id}-error`} className="ds-plain-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
