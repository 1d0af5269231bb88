import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';

interface SearchInputProps {
  /** What it searches, for screen readers ("Search tasks"). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
  maxLength?: number;
}

/** A list's search field: the search icon, a clear button, and its text as it is typed. */
export function SearchInput({ label, placeholder, value, onChange, className, maxLength }: SearchInputProps) {
  return (
    <Input
      className={className}
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={label}
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
