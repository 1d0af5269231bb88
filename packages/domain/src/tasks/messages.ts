import { documentMessages } from '../documents/document.js';

export const TASK_TITLE_MAX = 100;
export const TASK_DESCRIPTION_MAX = 5_000;
/** Shown lengths (spec part 1 §9): card titles, task column names, attachment names. */
export const TASK_TITLE_SHOWN = 50;
export const TASK_COLUMN_NAME_SHOWN = 20;
export const ATTACHMENT_NAME_SHOWN = 20;
/** Assignee avatars on a card before '+N more'. */
export const MAX_AVATARS = 3;
/** The most assignees one task may have. */
export const MAX_ASSIGNEES = 100;

export const taskMessages = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be less than 100 characters',
  descriptionTooLong: `Description cannot be more than ${TASK_DESCRIPTION_MAX} characters`,
  startAfterEnd: 'Start date must be before end date',
  endBeforeStart: 'End date must be after start date',
  invalidDate: 'Enter a valid date',
  fileExists: documentMessages.exists,
  invalidFileType: documentMessages.invalidType,
  columnNotEmpty: 'Move all tasks to another column before deleting',
  noColumn: 'Add a column before adding tasks',
  notFound: 'Task not found',
  attachmentNotFound: 'Attachment not found',
  assigneeOutsideOrganization: 'Tasks can only be assigned to members of the organization the company is shared with',
  assigneeNotSelf: 'Tasks of a company that is not shared can only be assigned to yourself',
  orderWithoutTask: 'The new order must include the moved task',
  created: 'Task created successfully',
  updated: 'Task updated successfully',
  deleted: 'Task deleted successfully',
  createFailed: 'Failed to create task',
  updateFailed: 'Failed to update task',
  failed: 'Something went wrong',
} as const;
