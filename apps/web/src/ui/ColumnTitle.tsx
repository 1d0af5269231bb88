import { truncate } from '@dealscout/domain';
import { Input, Tooltip } from 'antd';
import { useState } from 'react';
import './board.css';

interface ColumnTitleProps {
  name: string;
  /** Shown characters, the full name on hover (spec part 1 §9); without it the whole name, wrapping. */
  shown?: number;
  editing: boolean;
  onEdit: () => void;
  /** Called with a changed, non-empty name; an unchanged or empty one is not sent (spec part 1 §4). */
  onRename: (name: string) => void;
  onDone: () => void;
}

/** A column's name: double-click to rename in place; Enter or leaving the field saves, Escape cancels. */
export function ColumnTitle({ name, shown, editing, onEdit, onRename, onDone }: ColumnTitleProps) {
  if (editing) return <TitleEditor name={name} onRename={onRename} onDone={onDone} />;
  const short = shown === undefined ? name : truncate(name, shown);
  const title = (
    <span className={shown === undefined ? 'ds-column-title is-whole' : 'ds-column-title'} onDoubleClick={onEdit}>
      {short}
    </span>
  );
  return short === name ? title : <Tooltip title={name}>{title}</Tooltip>;
}

/** Mounted for each edit, so it starts from the name as it is then. */
function TitleEditor({ name, onRename, onDone }: Pick<ColumnTitleProps, 'name' | 'onRename' | 'onDone'>) {
  const [draft, setDraft] = useState(name);
  const [closed, setClosed] = useState(false);
  const finish = (save: boolean) => {
    if (closed) return;
    setClosed(true);
    const next = draft.trim();
    if (save && next && next !== name) onRename(next);
    onDone();
  };
  return (
    <Input
      size="small"
      autoFocus
      aria-label="Column name"
      value={draft}
      maxLength={300}
      onChange={(event) => setDraft(event.target.value)}
      onPressEnter={() => finish(true)}
      onBlur={() => finish(true)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') finish(false);
      }}
    />
  );
}
