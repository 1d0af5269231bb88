import { CloseOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { ActiveFilter } from '../active-filters';

interface ActiveFilterTagsProps {
  filters: ActiveFilter[];
  onRemove: (filter: ActiveFilter) => void;
  onClearAll: () => void;
}

/** The filters in force as closable tags, so what a reload restored is visible at once. */
export function ActiveFilterTags({ filters, onRemove, onClearAll }: ActiveFilterTagsProps) {
  if (!filters.length) return null;
  return (
    <div className="ds-investor-active-filters" role="group" aria-label="Filters in force">
      {filters.map((filter) => (
        <Tag
          key={filter.key}
          closable={{ closeIcon: <CloseOutlined />, 'aria-label': `Remove ${filter.label}` }}
          onClose={(event) => {
            event.preventDefault();
            onRemove(filter);
          }}
        >
          {filter.label}
        </Tag>
      ))}
      <Button type="link" size="small" onClick={onClearAll}>
        Clear all
      </Button>
    </div>
  );
}
