import { z } from 'zod';

const isMissing = (input: unknown) => input === undefined || input === null;

/** A required free-text field: trimmed, not blank, at most `max` characters. */
export function requiredText(messages: { required: string; tooLong: string }, max: number) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? messages.required : 'Must be text') })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong);
}

export const EMAIL_MAX = 254;

/** An e-mail address, trimmed and lower-cased. */
export function emailAddress(messages: { required: string; invalid: string }) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? messages.required : messages.invalid) })
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX, messages.invalid)
    .pipe(z.email(messages.invalid))
    .transform((email) => email.toLowerCase());
}
