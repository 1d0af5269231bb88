import { SAVED_SEARCH_NAME_MAX, savedSearchMessages as m, savedSearchName, type SavedSearch, type SavedSearchQueryInput } from '@dealscout/domain';
import { App, Checkbox, Form, Input, Switch } from 'antd';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { DialogActions, FormDialog } from '../../../ui/FormDialog';
import { applyServerErrors, zodRule } from '../../../ui/zod-rule';
import { useCreateSavedSearch, useUpdateSavedSearch } from '../saved-searches-api';

interface SaveSearchDialogProps {
  open: boolean;
  /** The search on screen, to save; or the saved search to rename. */
  target: { query: SavedSearchQueryInput } | { renaming: SavedSearch };
  /** Sharing is offered to members of an organization. */
  canShare: boolean;
  onClose: () => void;
}

interface Values {
  name: string;
  shared: boolean;
  alerts: boolean;
}

const nameRules = [zodRule(savedSearchName)];

/** 'Save search' (a name, sharing, e-mail alerts) and 'Rename' of a saved search. */
export function SaveSearchDialog({ open, target, canShare, onClose }: SaveSearchDialogProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const create = useCreateSavedSearch();
  const update = useUpdateSavedSearch();
  const renaming = 'renaming' in target ? target.renaming : null;
  const saving = create.isPending || update.isPending;
  const submit = ({ name, shared, alerts }: Values) =>
    (renaming ? update.mutateAsync({ id: renaming.id, name }) : create.mutateAsync({ name, shared, alerts, query: 'query' in target ? target.query : {} })).then(
      () => {
        void message.success(renaming ? m.renamed : m.saved);
        onClose();
      },
      (error: unknown) => {
        if (endedSession(error)) return;
        const rest = applyServerErrors(form, error, ['name']);
        if (rest !== null) void message.error(errorMessage(error));
      },
    );
  return (
    <FormDialog open={open} title={renaming ? 'Rename saved search' : 'Save search'} saving={saving} onClose={onClose}>
      {open && (
        <Form
          form={form}
          preserve={false}
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: renaming?.name ?? '', shared: false, alerts: false }}
          onFinish={submit}
        >
          <Form.Item name="name" label="Name" rules={nameRules}>
            <Input autoFocus count={{ show: true, max: SAVED_SEARCH_NAME_MAX }} placeholder="e.g. Dental groups in Texas" />
          </Form.Item>
          {!renaming && canShare && (
            <Form.Item name="shared" valuePropName="checked">
              <Checkbox>Share with my organization</Checkbox>
            </Form.Item>
          )}
          {!renaming && (
            <Form.Item
              name="alerts"
              label="E-mail me new matches"
              valuePropName="checked"
              extra="When investors are added or changed, you get one e-mail a day at most, listing those that newly match."
            >
              <Switch aria-label="E-mail me new matches" />
            </Form.Item>
          )}
          <DialogActions saving={saving} onCancel={onClose} submitLabel={renaming ? 'Rename' : 'Save'} />
        </Form>
      )}
    </FormDialog>
  );
}
