import { NONE, type QuestionOption } from '@dealscout/domain';
import { Select } from 'antd';

interface OptionSelectProps {
  id?: string;
  multiple: boolean;
  options: readonly QuestionOption[];
  /** Offer 'None' (spec part 2 §5); it stands alone, never beside other choices. */
  withNone: boolean;
  value: string[];
  onChange: (value: string[]) => void;
  loading?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

const NONE_OPTION: QuestionOption = { label: 'None', value: NONE };

/** What a search matches: the label, and the code (title) of a NAICS option. */
const matches = (input: string, option?: { label?: unknown; title?: unknown }) => {
  const needle = input.trim().toLowerCase();
  return [option?.label, option?.title].some((text) => typeof text === 'string' && text.toLowerCase().includes(needle));
};

type Choice = { value: string; title?: string; label: string };

/** The options as the select lists them: each under its `group` heading (a sector's sub-industry), in order; ungrouped ones as they come. */
function grouped(choices: (Choice & { group?: string })[]) {
  const listed: (Choice | { label: string; title: string; options: Choice[] })[] = [];
  const groups = new Map<string, Choice[]>();
  for (const { group, ...choice } of choices) {
    if (!group) listed.push(choice);
    else if (groups.has(group)) groups.get(group)!.push(choice);
    else {
      groups.set(group, [choice]);
      listed.push({ label: group, title: group, options: groups.get(group)! });
    }
  }
  return listed;
}

/** A single or multiple choice with search. */
export function OptionSelect({ id, multiple, options, withNone, value, onChange, loading, invalid, describedBy }: OptionSelectProps) {
  const choices = (withNone ? [NONE_OPTION, ...options] : options).map((option) => ({
    value: option.value,
    title: option.title,
    label: option.title ? `${option.title} ${option.label}` : option.label,
    group: option.group,
  }));
  const choose = (next: string | string[] | undefined) => {
    if (!multiple) return onChange(next ? [next as string] : []);
    const list = (next as string[] | undefined) ?? [];
    // Choosing None clears the rest; choosing anything else clears None.
    if (list.at(-1) === NONE) return onChange([NONE]);
    onChange(list.filter((choice) => choice !== NONE));
  };
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: matches }}
      allowClear
      options={grouped(choices)}
      value={multiple ? value : value[0]}
      onChange={choose}
      loading={loading}
      placeholder={loading ? 'Loading...' : 'Select'}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      style={{ width: '100%' }}
      virtual={choices.length > 100}
    />
  );
}
