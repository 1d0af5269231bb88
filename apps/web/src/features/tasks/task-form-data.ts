import { companyInitials, type Task } from '@dealscout/domain';

/** What the task dialog edits. Dates are 'YYYY-MM-DD' or empty. */
export interface TaskFormValues {
  title: string;
  description: string;
  start_date: string;
  end_date: string;
  status_id: string;
  assignees: string[];
  /** Ids of attachments to keep (editing). */
  kept_files: string[];
  files: File[];
}

const base = (form: FormData, company: { id: string; company_name: string }) => {
  form.append('company_initials', companyInitials(company.company_name));
  form.append('company_id', company.id);
  form.append('timestamp', String(Date.now()));
};

/** POST /api/company-task as the spec's client sends it (spec part 1 §7). */
export function createTaskForm(values: TaskFormValues, company: { id: string; company_name: string }): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('description', values.description);
  if (values.start_date) form.append('start_date', values.start_date);
  if (values.end_date) form.append('end_date', values.end_date);
  form.append('status_id', values.status_id);
  for (const id of values.assignees) form.append('assignees', id);
  for (const file of values.files) form.append('attachments', file, file.name);
  base(form, company);
  return form;
}

/** PUT /api/company-task/{id}: only the changed fields, the assignees to add and remove, the files to remove and the new files. */
export function updateTaskForm(task: Task, values: TaskFormValues, company: { id: string; company_name: string }): FormData {
  const form = new FormData();
  const changed: [string, string, string][] = [
    ['title', values.title.trim(), task.title],
    ['description', values.description, task.description],
    ['start_date', values.start_date, task.start_date ?? ''],
    ['end_date', values.end_date, task.end_date ?? ''],
    ['status_id', values.status_id, task.status.id],
  ];
  for (const [name, value, was] of changed) if (value !== was) form.append(name, value);
  const current = task.task_assignees.map((assignee) => assignee.id);
  for (const id of values.assignees.filter((id) => !current.includes(id))) form.append('new_assignees', id);
  for (const id of current.filter((id) => !values.assignees.includes(id))) form.append('removable_assignees', id);
  for (const file of task.task_attachments.filter((file) => !values.kept_files.includes(file.id))) form.append('removable_files', file.id);
  for (const file of values.files) form.append('attachments', file, file.name);
  base(form, company);
  return form;
}
