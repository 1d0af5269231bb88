import { GENERIC_ERROR } from '@dealscout/domain';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ZodType } from 'zod';
import { ApiError } from '../platform/api-error';

/** An Ant Design form rule that runs a field schema from packages/domain, so both sides give the same message. */
export function zodRule(schema: ZodType): Rule {
  return lazyZodRule(async () => schema);
}

/**
 * zodRule for a schema loaded at the first check (the first keystroke or blur), so a first-load page
 * such as sign-up does not carry zod with it.
 */
export function lazyZodRule(load: () => Promise<ZodType>): Rule {
  return {
    validator: async (_rule, value) => {
      const result = (await load()).safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

/**
 * Puts field-keyed server errors on the form's fields. Returns the message to show for an error that
 * belongs to no field of the form, or null when every error found its field.
 */
export function applyServerErrors(form: FormInstance, error: unknown, fieldNames: readonly string[]): string | null {
  if (!(error instanceof ApiError)) return GENERIC_ERROR;
  const body = error.body as Record<string, unknown> | null;
  const fields = Object.entries(body ?? {}).filter(([name, messages]) => Array.isArray(messages) && fieldNames.includes(name));
  if (fields.length === 0) return error.message;
  form.setFields(fields.map(([name, messages]) => ({ name, errors: messages as string[] })));
  return null;
}
