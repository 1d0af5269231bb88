import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { savedSearchMessages as m, type SavedSearch } from '@dealscout/domain';
import { Alert, App, Button, Drawer, Empty, Grid, Popconfirm, Skeleton, Switch, Tag } from 'antd';
import { useState } from 'react';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { savedSearchSummary } from '../saved-search-state';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../saved-searches-api';
import { SaveSearchDialog } from './SaveSearchDialog';

interface SavedSearchesDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Shows the saved search's whole search on the page. */
  onRun: (search: SavedSearch) => void;
}

const accessOf = (search: SavedSearch) => (!search.shared ? 'Personal' : search.created_by_user ? 'Shared by me' : `Shared by ${search.owner}`);

/** The user's saved searches and those their organization shares: run any; rename, delete and e-mail alerts for their own. */
export function SavedSearchesDrawer({ open, onClose, onRun }: SavedSearchesDrawerProps) {
  const phone = Grid.useBreakpoint().md === false;
  const list = useSavedSearches(open);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const { message } = App.useApp();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const failed = (error: unknown) => void (endedSession(error) || message.error(errorMessage(error)));

  const toggleAlerts = (search: SavedSearch, alerts: boolean) =>
    update.mutate({ id: search.id, alerts }, { onSuccess: () => void message.success(alerts ? m.alertsOn : m.alertsOff), onError: failed });

  let body;
  if (list.isPending) body = <Skeleton active />;
  else if (list.isError) body = !endedSession(list.error) && <Alert type="error" showIcon title={errorMessage(list.error)} />;
  else if (!list.data.length) body = <Empty description="No saved searches yet: search, then 'Save search'." />;
  else
    body = (
      <ul className="ds-saved-searches" aria-label="Saved searches">
        {list.data.map((search) => (
          <li key={search.id} className="ds-saved-search">
            <div className="ds-saved-search-main">
              <Button type="link" className="ds-saved-search-run" onClick={() => onRun(search)} aria-label={`Run ${search.name}`}>
                {search.name}
              </Button>
              <div className="ds-saved-search-summary">{savedSearchSummary(search.query)}</div>
              <Tag className="ds-saved-search-access">{accessOf(search)}</Tag>
            </div>
            <div className="ds-saved-search-actions">
              <label className="ds-saved-search-alerts">
                <Switch
                  size="small"
                  checked={search.alerts}
                  disabled={!search.created_by_user}
                  loading={update.isPending && update.variables?.id === search.id}
                  onChange={(alerts) => toggleAlerts(search, alerts)}
                  aria-label={`E-mail me new matches of ${search.name}`}
                />
                <span>E-mail me new matches</span>
              </label>
              {search.created_by_user && (
                <span className="ds-saved-search-buttons">
                  <Button size="small" icon={<EditOutlined aria-hidden />} onClick={() => setRenaming(search)} aria-label={`Rename ${search.name}`} />
                  <Popconfirm
                    title="Delete this saved search?"
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutateAsync(search.id).then(() => void message.success(m.deleted), failed)}
                  >
                    <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${search.name}`} />
                  </Popconfirm>
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <Drawer open={open} title="Saved searches" placement="right" size={phone ? '100%' : 480} onClose={onClose}>
      {body}
      {renaming && <SaveSearchDialog open target={{ renaming }} canShare={false} onClose={() => setRenaming(null)} />}
    </Drawer>
  );
}
