import { CloseOutlined } from '@ant-design/icons';
import type { DatasetReply, DescriptionChip } from '@dealscout/domain';
import { Tag } from 'antd';

const KIND_LABELS: Record<DescriptionChip['kind'], string> = { state: 'State', country: 'Country', type: 'Type', sector: 'Sector' };

interface DescriptionChipsProps {
  description: DatasetReply['description'];
  onRemove: (chip: DescriptionChip) => void;
}

/**
 * What the description was read as: the words ranked by, and the filters it named as removable chips;
 * the places it named that were lifted because nothing there matched it.
 */
export function DescriptionChips({ description, onRemove }: DescriptionChipsProps) {
  if (!description) return null;
  return (
    <div className="ds-investor-description" role="group" aria-label="Read from your description">
      {description.query && (
        <span className="ds-investor-description-query">
          Ranked by meaning: <strong>{description.query}</strong>
        </span>
      )}
      {description.chips.map((chip) => (
        <Tag
          key={chip.key}
          color="geekblue"
          title={`Read from “${chip.words}”`}
          closable={{ closeIcon: <CloseOutlined />, 'aria-label': `Remove ${KIND_LABELS[chip.kind]}: ${chip.value}` }}
          onClose={(event) => {
            event.preventDefault();
            onRemove(chip);
          }}
        >
          {KIND_LABELS[chip.kind]}: {chip.value}
        </Tag>
      ))}
      {description.widened?.length ? (
        <span className="ds-investor-description-widened" role="status">
          Nothing in {description.widened.map((chip) => chip.value).join(' or ')} matches your description: showing matches everywhere.
        </span>
      ) : null}
    </div>
  );
}
