import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import {
  communicationTypeField,
  communicationTypeMessages as typeMessages,
  GENERAL_LIST,
  LEAD_SEARCH_MAX,
  leadMessages,
  type CommunicationType,
  type Company,
  type Lead,
} from '@dealscout/domain';
import { Alert, App, Button, Select } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { useSession } from '../../../platform/session';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { ExportButtons } from '../../exports/ExportButtons';
import { useCommunicationTypes, useCreateType, useDeleteLead, useDeleteType, useLeadLists, useLeads, useRenameType } from '../api';
import { leadEditPath, leadCreatePath } from '../lead-paths';
import { leadsExport } from '../leads-export';
import { LeadsTable } from './LeadsTable';
import { ManageListsModal } from './ManageListsModal';
import { NameDialog } from './NameDialog';
import { TypeTiles } from './TypeTiles';
import { SearchInput } from '../../../ui/SearchInput';

/** The spec's search debounce (part 1 §9). */
const SEARCH_DEBOUNCE_MS = 500;

/** The Leads Manager of one company: type tiles, the toolbar and the table. */
export function LeadsManager({ company }: { company: Company }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const role = useSession().data?.role ?? '';
  // The list filter lives in the address, so a reload and the CRM sign-in's way back keep it.
  const [query, setQuery] = useSearchParams();
  const chosenList = query.get('list') ?? GENERAL_LIST.id;
  const setList = (id: string) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === GENERAL_LIST.id) next.delete('list');
        else next.set('list', id);
        return next;
      },
      { replace: true },
    );
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<'lists' | 'type' | CommunicationType | null>(null);

  const types = useCommunicationTypes(company.id);
  const lists = useLeadLists(company.id);
  // A list deleted since it was chosen (by a colleague, say) leaves the table on General.
  const list = lists.data && !lists.data.some((one) => one.id === chosenList) ? GENERAL_LIST.id : chosenList;
  const leads = useLeads(company.id, { list, search, page }, types.isSuccess);
  const createType = useCreateType(company.id);
  const renameType = useRenameType(company.id);
  const deleteType = useDeleteType(company.id);
  const deleteLead = useDeleteLead(company.id);

  const failed = (fallback: string) => (error: unknown) => {
    if (!endedSession(error)) void message.error(errorMessage(error, fallback));
  };
  const confirmDeleteType = (type: CommunicationType) =>
    modal.confirm({
      title: `Delete the type ${type.title}?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => deleteType.mutateAsync(type.id).then(() => void message.success(typeMessages.deleted), failed(leadMessages.failed)),
    });
  const confirmDeleteLead = (lead: Lead) =>
    modal.confirm({
      title: `Delete the lead ${lead.lead_name}?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        deleteLead.mutateAsync(lead.id).then(() => {
          void message.success(leadMessages.deleted);
          if (leads.data?.leads.length === 1 && page > 1) setPage(page - 1);
        }, failed(leadMessages.failed)),
    });

  const counts = new Map((leads.data?.total_per_type ?? []).map((entry) => [entry.id, entry.count]));
  const loadError = types.error ?? leads.error;
  const editingType = dialog !== null && typeof dialog === 'object' ? dialog : null;

  return (
    <div className="ds-leads-page">
      <header className="ds-leads-header">
        <div>
          <h1 className="ds-leads-title">Leads Manager</h1>
          <p className="ds-leads-company">{company.company_name}</p>
        </div>
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setDialog('type')}>
          Add Communication Type
        </Button>
      </header>
      {loadError && !endedSession(loadError) && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(loadError, leadMessages.loadFailed)}
          action={<Button onClick={() => void (types.isError ? types.refetch() : leads.refetch())}>Try again</Button>}
        />
      )}
      <TypeTiles types={types.data ?? []} counts={counts} onEdit={setDialog} onDelete={confirmDeleteType} />
      <div className="ds-leads-toolbar">
        <SearchInput
          className="ds-leads-search"
          placeholder="Search by name"
          label="Search by name"
          maxLength={LEAD_SEARCH_MAX}
          value={searchText}
          onChange={(text) => {
            setSearchText(text);
            setPage(1);
          }}
        />
        <Select
          className="ds-leads-filter"
          aria-label="Filter by status"
          placeholder="Filter by status"
          value={list}
          loading={lists.isPending}
          options={(lists.data ?? [{ ...GENERAL_LIST, default: true }]).map((one) => ({ value: one.id, label: one.name }))}
          onChange={(value) => {
            setList(value);
            setPage(1);
          }}
        />
        <div className="ds-leads-actions">
          <Button icon={<UnorderedListOutlined aria-hidden />} onClick={() => setDialog('lists')}>
            Manage Leads List
          </Button>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(leadCreatePath(list))}>
            Add New Lead
          </Button>
          <ExportButtons source={leadsExport(company, role, { list, search })} disabled={!leads.data || leads.data.total === 0} />
        </div>
      </div>
      <LeadsTable
        leads={leads.data?.leads ?? []}
        total={leads.data?.total ?? 0}
        page={page}
        loading={leads.isPending || leads.isPlaceholderData}
        onPage={setPage}
        onEdit={(lead) => navigate(leadEditPath(lead.id))}
        onDelete={confirmDeleteLead}
      />
      <ManageListsModal
        open={dialog === 'lists'}
        companyId={company.id}
        onClose={() => setDialog(null)}
        onDeleted={(listId) => {
          if (listId === list) setList(GENERAL_LIST.id);
        }}
      />
      <NameDialog
        open={dialog === 'type' || editingType !== null}
        title={editingType ? 'Edit Communication Type' : 'Add Communication Type'}
        field="status"
        label="Type"
        rule={communicationTypeField}
        submitLabel={editingType ? 'Save' : 'Add'}
        initial={editingType?.title ?? ''}
        saving={createType.isPending || renameType.isPending}
        onSave={(status) => (editingType ? renameType.mutateAsync({ typeId: editingType.id, status }) : createType.mutateAsync(status))}
        successMessage={editingType ? typeMessages.updated : typeMessages.created}
        failMessage={leadMessages.failed}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
