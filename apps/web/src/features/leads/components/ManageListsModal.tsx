import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { leadListMessages as m, leadListNameField, type LeadList } from '@dealscout/domain';
import { App, Button, List, Modal, Tag } from 'antd';
import { useState } from 'react';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { useCreateLeadList, useDeleteLeadList, useLeadLists, useRenameLeadList } from '../api';
import { NameDialog } from './NameDialog';
import { SearchInput } from '../../../ui/SearchInput';

interface ManageListsModalProps {
  open: boolean;
  companyId: string;
  onClose: () => void;
  /** A list was deleted: the page leaves it if it was showing it. */
  onDeleted: (listId: string) => void;
}

/** 'Manage Leads List': search, create, rename and delete lists; General is the default and has no actions. */
export function ManageListsModal({ open, companyId, onClose, onDeleted }: ManageListsModalProps) {
  const { message, modal } = App.useApp();
  const lists = useLeadLists(open ? companyId : null);
  const create = useCreateLeadList(companyId);
  const rename = useRenameLeadList(companyId);
  const remove = useDeleteLeadList(companyId);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<LeadList | 'new' | null>(null);
  const shown = (lists.data ?? []).filter((list) => list.name.toLowerCase().includes(search.trim().toLowerCase()));

  const confirmDelete = (list: LeadList) =>
    modal.confirm({
      title: `Delete the list ${list.name}?`,
      content: 'Its leads move to General.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(list.id).then(
          () => {
            void message.success(m.deleted);
            onDeleted(list.id);
          },
          (error: unknown) => {
            if (!endedSession(error)) void message.error(errorMessage(error, m.failed));
          },
        ),
    });

  return (
    <Modal open={open} title="Manage Leads List" onCancel={onClose} footer={null} destroyOnHidden>
      <div className="ds-lists-toolbar">
        <SearchInput placeholder="Search lists" label="Search lists" value={search} onChange={setSearch} />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          Create new list
        </Button>
      </div>
      <List
        className="ds-lists"
        aria-label="Leads lists"
        loading={lists.isPending}
        dataSource={shown}
        locale={{ emptyText: 'No list matches' }}
        renderItem={(list) => (
          <List.Item
            aria-label={list.name}
            actions={
              list.default
                ? []
                : [
                    <Button
                      key="edit"
                      type="text"
                      icon={<EditOutlined aria-hidden />}
                      aria-label={`Rename ${list.name}`}
                      onClick={() => setEditing(list)}
                    />,
                    <Button
                      key="delete"
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`Delete ${list.name}`}
                      onClick={() => confirmDelete(list)}
                    />,
                  ]
            }
          >
            <span className="ds-list-name">{list.name}</span>
            {list.default && <Tag color="green">Default</Tag>}
          </List.Item>
        )}
      />
      <NameDialog
        open={editing !== null}
        title={editing === 'new' ? 'Create new list' : 'Rename list'}
        field="name"
        label="List name"
        rule={leadListNameField}
        submitLabel={editing === 'new' ? 'Create' : 'Save'}
        initial={editing && editing !== 'new' ? editing.name : ''}
        saving={create.isPending || rename.isPending}
        onSave={(name) => (editing === 'new' ? create.mutateAsync(name) : rename.mutateAsync({ listId: (editing as LeadList).id, name }))}
        successMessage={editing === 'new' ? m.created : m.updated}
        failMessage={m.failed}
        onClose={() => setEditing(null)}
      />
    </Modal>
  );
}
