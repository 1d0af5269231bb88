import { TASK_LIST_FIELDS } from '@dealscout/domain';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import type { FormPart } from '../../platform/uploads/multipart.js';
import type { UploadBatch } from '../../platform/uploads/stored-upload.js';

const listFields = new Set<string>(TASK_LIST_FIELDS);

/** The file field of the task forms (spec part 1 §7). */
const ATTACHMENTS = 'attachments';

/**
 * Reads a task form in arrival order: files in `attachments` stream into `batch` (checked as documents
 * are), other files are dropped, text fields are collected (the list fields as lists, others once).
 */
export async function readTaskForm(parts: AsyncIterable<FormPart>, batch: UploadBatch): Promise<Record<string, string | string[]>> {
  const fields: Record<string, string | string[]> = {};
  for await (const part of parts) {
    if (part.kind === 'file') {
      if (part.name === ATTACHMENTS) await batch.add(part);
      else part.file.resume();
    } else if (listFields.has(part.name)) {
      const list = fields[part.name];
      fields[part.name] = Array.isArray(list) ? [...list, part.value] : [part.value];
    } else {
      fields[part.name] = part.value;
    }
  }
  return fields;
}

/** The form parsed by its domain schema, or a 400 with the spec's field-keyed messages. */
export function parseForm<S extends z.ZodType>(schema: S, fields: Record<string, string | string[]>): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  // No prototype: a field named `constructor` is a field like any other.
  const body: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const issue of result.error.issues) (body[issue.path.map(String).join('.') || 'non_field_errors'] ??= []).push(issue.message);
  throw new AppError(400, body);
}
