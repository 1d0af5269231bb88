import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import type { PasswordCheckItem } from '@dealscout/domain';
import './password-checklist.css';

/** The requirements of a new password, each ticked as it is met. */
export function PasswordChecklist({ items }: { items: PasswordCheckItem[] }) {
  return (
    <ul className="ds-password-checklist" aria-label="Password requirements">
      {items.map((item) => (
        <li key={item.key} className={item.met ? 'is-met' : undefined}>
          {item.met ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />}
          <span>{item.label}</span>
          <span className="ds-visually-hidden">{item.met ? ' (met)' : ' (not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
