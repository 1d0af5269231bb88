import { DeleteOutlined, PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';

interface NoteActionsProps {
  pinned: boolean;
  /** Unsaved notes cannot be pinned yet. */
  canPin: boolean;
  onTogglePin: () => void;
  onDelete: () => Promise<void> | void;
}

// The confirmation opens inside the note, so moving focus into it does not count as leaving the note.
const insideNote = (trigger: HTMLElement) => trigger.parentElement ?? document.body;

export function NoteActions({ pinned, canPin, onTogglePin, onDelete }: NoteActionsProps) {
  const pinLabel = pinned ? 'Unpin note' : 'Pin note';
  return (
    <div className="ds-note-actions">
      {canPin && (
        <Tooltip title={pinLabel}>
          <Button
            type="text"
            size="small"
            icon={pinned ? <PushpinFilled /> : <PushpinOutlined />}
            aria-label={pinLabel}
            onClick={onTogglePin}
          />
        </Tooltip>
      )}
      <Popconfirm
        title="Delete this note?"
        description="This cannot be undone."
        okText="Delete"
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        placement="bottomRight"
        getPopupContainer={insideNote}
        onConfirm={onDelete}
      >
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label="Delete note" />
      </Popconfirm>
    </div>
  );
}
