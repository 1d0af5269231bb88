import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { CommunicationType } from '@dealscout/domain';
import { Button, Card } from 'antd';

interface TypeTilesProps {
  types: CommunicationType[];
  counts: Map<string, number>;
  onEdit: (type: CommunicationType) => void;
  onDelete: (type: CommunicationType) => void;
}

/** One tile per communication type with its count of leads in the table's filter, each with edit and delete. */
export function TypeTiles({ types, counts, onEdit, onDelete }: TypeTilesProps) {
  return (
    <section className="ds-lead-types" aria-label="Communication types">
      {types.map((type) => (
        <Card key={type.id} size="small" className="ds-lead-type-tile" role="group" aria-label={type.title}>
          <div className="ds-lead-type-title">{type.title}</div>
          <div className="ds-lead-type-row">
            <span className="ds-lead-type-count">{counts.get(type.id) ?? 0}</span>
            <span className="ds-lead-type-actions">
              <Button
                size="small"
                type="text"
                icon={<EditOutlined aria-hidden />}
                aria-label={`Edit ${type.title}`}
                onClick={() => onEdit(type)}
              />
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Delete ${type.title}`}
                onClick={() => onDelete(type)}
              />
            </span>
          </div>
        </Card>
      ))}
    </section>
  );
}
