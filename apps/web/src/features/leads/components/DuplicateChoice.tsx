import type { LeadDuplicate } from '@dealscout/domain';
import { Alert, Button, Space } from 'antd';

interface DuplicateChoiceProps {
  duplicate: LeadDuplicate;
  saving: boolean;
  /** An edited lead cannot be merged into another: it can only be kept beside it. */
  editing?: boolean;
  onChoose: (choice: 'merge' | 'keep_both') => void;
  onCancel: () => void;
}

/** The company already has this lead: fold the new one into it, keep both, or leave it. */
export function DuplicateChoice({ duplicate, saving, editing = false, onChoose, onCancel }: DuplicateChoiceProps) {
  const found = duplicate.duplicate;
  const choices = editing
    ? 'Keep both saves your changes and leaves the other lead as it is.'
    : 'Merge fills in what it lacks and adds the notes; Keep both saves a second lead.';
  return (
    <Space direction="vertical" className="ds-duplicate-choice">
      <Alert
        type="warning"
        showIcon
        title={duplicate.error}
        description={`${found.lead_name} (${found.url}) is in ${found.list_name}. ${choices}`}
      />
      <div className="ds-lead-form-actions">
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => onChoose('keep_both')} loading={saving}>
          Keep both
        </Button>
        {!editing && (
          <Button type="primary" onClick={() => onChoose('merge')} loading={saving}>
            Merge
          </Button>
        )}
      </div>
    </Space>
  );
}
