import { GENERAL_LIST, leadListMessages, leadMessages, type LeadCreateInput, type LeadDuplicate } from '@dealscout/domain';
import { Alert, App, Button, Input, Modal, Radio, Space, Spin } from 'antd';
import { useState } from 'react';
import { endedSession, errorMessage, failedWith } from '../../../platform/api-error';
import { useCreateLead, useCreateLeadList, useLeadLists } from '../api';
import { DuplicateChoice } from './DuplicateChoice';

interface ChooseListModalProps {
  open: boolean;
  companyId: string;
  /** The lead to save, without its list and company. */
  lead: Omit<LeadCreateInput, 'list' | 'user_company_id'>;
  onClose: () => void;
}

/** 'Choose a list to save {item} to' (spec part 2 §2): General or a list, or a new list, then 'Save to list'. */
export function ChooseListModal({ open, companyId, lead, onClose }: ChooseListModalProps) {
  const { message } = App.useApp();
  const lists = useLeadLists(open ? companyId : null);
  const createList = useCreateLeadList(companyId);
  const save = useCreateLead(companyId);
  const [chosen, setChosen] = useState<string>(GENERAL_LIST.id);
  const [newName, setNewName] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<LeadDuplicate | null>(null);

  const close = () => {
    setDuplicate(null);
    setNewName(null);
    onClose();
  };

  const addList = async () => {
    const name = (newName ?? '').trim();
    if (!name) return setNameError(leadListMessages.nameRequired);
    try {
      const list = await createList.mutateAsync(name);
      void message.success(leadListMessages.created);
      setChosen(list.id);
      setNewName(null);
      setNameError(null);
    } catch (error) {
      if (!endedSession(error)) setNameError(errorMessage(error, leadListMessages.failed));
    }
  };

  const submit = async (onDuplicate?: 'merge' | 'keep_both') => {
    try {
      await save.mutateAsync({
        ...lead,
        list: chosen === GENERAL_LIST.id ? null : chosen,
        user_company_id: companyId,
        on_duplicate: onDuplicate,
      });
      void message.success(leadMessages.added);
      close();
    } catch (error) {
      if (failedWith(error, 'lead_duplicate')) return setDuplicate(error.body as LeadDuplicate);
      if (!endedSession(error)) void message.error(errorMessage(error, leadMessages.failed));
    }
  };

  return (
    <Modal
      open={open}
      className="ds-choose-list-modal"
      title={`Choose a list to save ${lead.lead_name} to`}
      onCancel={close}
      destroyOnHidden
      footer={
        duplicate ? null : (
          <Button type="primary" loading={save.isPending} disabled={!lead.url} onClick={() => void submit()}>
            Save to list
          </Button>
        )
      }
    >
      {!lead.url && <Alert type="warning" showIcon title={`${lead.lead_name} has no website, and a lead needs one.`} />}
      {duplicate ? (
        <DuplicateChoice duplicate={duplicate} saving={save.isPending} onChoose={(choice) => void submit(choice)} onCancel={close} />
      ) : lists.isPending ? (
        <Spin aria-label="Loading lists" />
      ) : lists.isError ? (
        <Alert type="error" showIcon title={errorMessage(lists.error, leadMessages.loadFailed)} />
      ) : (
        <Space direction="vertical" className="ds-choose-list">
          <Radio.Group value={chosen} onChange={(event) => setChosen(event.target.value as string)} aria-label="Lists">
            <Space direction="vertical">
              {lists.data.map((list) => (
                <Radio key={list.id} value={list.id}>
                  {list.name}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          {newName === null ? (
            <Button type="dashed" onClick={() => setNewName('')}>
              Create new list
            </Button>
          ) : (
            <div className="ds-new-list">
              <Input
                autoFocus
                aria-label="List name"
                placeholder="List name"
                value={newName}
                status={nameError ? 'error' : undefined}
                onChange={(event) => {
                  setNewName(event.target.value);
                  setNameError(null);
                }}
                onPressEnter={() => void addList()}
              />
              <Button loading={createList.isPending} onClick={() => void addList()}>
                Create list
              </Button>
              {nameError && (
                <div role="alert" className="ds-field-error">
                  {nameError}
                </div>
              )}
            </div>
          )}
        </Space>
      )}
    </Modal>
  );
}
