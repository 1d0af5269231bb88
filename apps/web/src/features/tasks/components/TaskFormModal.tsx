import {
  dateOrderErrors,
  taskDescriptionField,
  taskMessages,
  taskTitleField,
  TASK_DESCRIPTION_MAX,
  TASK_TITLE_MAX,
  type BoardColumn,
  type Company,
  type Task,
} from '@dealscout/domain';
import { App, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { DialogActions, FormDialog } from '../../../ui/FormDialog';
import { applyServerErrors, zodRule } from '../../../ui/zod-rule';
import { useCreateTask, useUpdateTask } from '../api';
import { createTaskForm, updateTaskForm, type TaskFormValues } from '../task-form-data';
import { AttachmentPicker } from './AttachmentPicker';
import { useAssignableMembers } from './use-assignable-members';

interface TaskFormModalProps {
  open: boolean;
  /** The task to update; none to add one. */
  task?: Task;
  company: Company;
  columns: BoardColumn[];
  onClose: () => void;
}

interface Values {
  title: string;
  description: string;
  start_date: Dayjs | null;
  end_date: Dayjs | null;
  status_id: string;
  assignees: string[];
}

const FIELDS = ['title', 'description', 'start_date', 'end_date', 'status_id', 'assignees', 'new_assignees'];
const day = (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : '');

/** Add Task / Update Task: title, description, dates, column, assignees and attachments. */
export function TaskFormModal({ open, task, company, columns, onClose }: TaskFormModalProps) {
  const create = useCreateTask(company.id);
  const update = useUpdateTask(company.id);
  const saving = create.isPending || update.isPending;
  return (
    <FormDialog open={open} title={task ? 'Update Task' : 'Add Task'} saving={saving} onClose={onClose}>
      {open && (
        <TaskForm
          key={task?.id ?? 'new'}
          task={task}
          company={company}
          columns={columns}
          saving={saving}
          create={create}
          update={update}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

interface TaskFormProps extends Omit<TaskFormModalProps, 'open'> {
  saving: boolean;
  create: ReturnType<typeof useCreateTask>;
  update: ReturnType<typeof useUpdateTask>;
}

function TaskForm({ task, company, columns, saving, create, update, onClose }: TaskFormProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const members = useAssignableMembers(company);
  const [keptFiles, setKeptFiles] = useState(task?.task_attachments.map((file) => file.id) ?? []);
  const [files, setFiles] = useState<File[]>([]);

  const dateRule = (field: 'start_date' | 'end_date') => ({
    validator: async () => {
      const message = dateOrderErrors(day(form.getFieldValue('start_date')), day(form.getFieldValue('end_date')))[field];
      if (message) throw new Error(message);
    },
  });

  const submit = (values: Values) => {
    const formValues: TaskFormValues = {
      title: values.title,
      description: values.description ?? '',
      start_date: day(values.start_date),
      end_date: day(values.end_date),
      status_id: values.status_id,
      assignees: values.assignees ?? [],
      kept_files: keptFiles,
      files,
    };
    const done = (text: string) => () => {
      void message.success(text);
      onClose();
    };
    const fail = (fallback: string) => (error: unknown) => {
      if (endedSession(error)) return;
      if (applyServerErrors(form, error, FIELDS) !== null) void message.error(errorMessage(error, fallback));
    };
    if (task) {
      update.mutate(
        { taskId: task.id, form: updateTaskForm(task, formValues, company) },
        { onSuccess: done(taskMessages.updated), onError: fail(taskMessages.updateFailed) },
      );
    } else {
      create.mutate(createTaskForm(formValues, company), {
        onSuccess: done(taskMessages.created),
        onError: fail(taskMessages.createFailed),
      });
    }
  };

  return (
    <Form
      form={form}
      preserve={false}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{
        title: task?.title ?? '',
        description: task?.description ?? '',
        start_date: task?.start_date ? dayjs(task.start_date) : null,
        end_date: task?.end_date ? dayjs(task.end_date) : null,
        status_id: task?.status.id ?? columns[0]?.id,
        assignees: task?.task_assignees.map((assignee) => assignee.id) ?? [],
      }}
    >
      <Form.Item name="title" label="Title" rules={[zodRule(taskTitleField)]}>
        <Input autoFocus count={{ show: true, max: TASK_TITLE_MAX }} />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[zodRule(taskDescriptionField)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={TASK_DESCRIPTION_MAX} />
      </Form.Item>
      <div className="ds-task-form-dates">
        <Form.Item name="start_date" label="Start date" dependencies={['end_date']} rules={[dateRule('start_date')]}>
          <DatePicker format="DD MMM YYYY" />
        </Form.Item>
        <Form.Item name="end_date" label="End date" dependencies={['start_date']} rules={[dateRule('end_date')]}>
          <DatePicker format="DD MMM YYYY" />
        </Form.Item>
      </div>
      <Form.Item name="status_id" label="Column">
        <Select options={columns.map((column) => ({ value: column.id, label: column.name }))} />
      </Form.Item>
      <Form.Item
        name="assignees"
        label="Assignees"
        extra={company.shared ? undefined : 'A company that is not shared: tasks are yours alone.'}
      >
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          placeholder="Assign to"
          loading={members.isLoading}
          options={members.options}
        />
      </Form.Item>
      <AttachmentPicker
        saved={task?.task_attachments ?? []}
        kept={keptFiles}
        onKeptChange={setKeptFiles}
        files={files}
        onFilesChange={setFiles}
      />
      <DialogActions saving={saving} onCancel={onClose} submitLabel={task ? 'Update Task' : 'Add Task'} />
    </Form>
  );
}
