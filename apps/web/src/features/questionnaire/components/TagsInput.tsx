import { Select } from 'antd';

interface TagsInputProps {
  id?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Free tags, ended by a comma or Enter (spec part 2 §5); a pasted 'a, b, c' becomes three tags. */
export function TagsInput({ id, value, onChange, invalid, describedBy }: TagsInputProps) {
  return (
    <Select
      id={id}
      mode="tags"
      value={value}
      onChange={(tags: string[]) => onChange([...new Set(tags.map((tag) => tag.trim()).filter(Boolean))])}
      tokenSeparators={[',']}
      open={false}
      suffixIcon={null}
      placeholder="Type, then press Enter or a comma"
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      style={{ width: '100%' }}
    />
  );
}
