import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';

/** A column's Rename and Delete. */
export function ColumnMenu({ name, onRename, onDelete }: { name: string; onRename: () => void; onDelete: () => void }) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'rename', icon: <EditOutlined aria-hidden />, label: 'Rename', onClick: onRename },
          { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: 'Delete', danger: true, onClick: onDelete },
        ],
      }}
    >
      <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`Actions for column ${name}`} />
    </Dropdown>
  );
}
