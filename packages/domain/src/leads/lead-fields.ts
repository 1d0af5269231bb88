import { z } from 'zod';
import { withScheme } from '../format/url.js';
import { requiredText } from '../shared/text-field.js';
import { CONTACT_NUMBER_MAX, LEAD_NOTES_MAX, LEAD_TEXT_MAX, leadMessages as m } from './messages.js';

const HOST = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

const WEB_ADDRESS = /^(https?):\/\/([^/?#:@\s]+)(:\d{1,5})?([^?#\s]*)(\?[^#\s]*)?(#\S*)?$/i;

/** The parts of an http(s) address (with https:// added when it has no scheme), or null. */
function webAddress(text: string) {
  const match = WEB_ADDRESS.exec(withScheme(text));
  if (!match || !HOST.test(match[2]!)) return null;
  return { host: match[2]!.toLowerCase(), path: match[4] ?? '', query: match[5] ?? '' };
}

/** True for a web address, with or without its scheme: http(s), a host with a dot and a top-level domain. */
export const isLeadUrl = (text: string): boolean => webAddress(text.trim()) !== null;

/**
 * What two addresses of the same site share, for duplicate detection: the host without 'www.', the
 * path without its trailing slash, and the query. 'HTTP://www.Acme.com/' and 'acme.com' are one site.
 */
export function leadUrlKey(text: string): string {
  const address = webAddress(text.trim());
  if (!address) return text.trim().toLowerCase();
  return `${address.host.replace(/^www\./, '')}${address.path.replace(/\/+$/, '')}${address.query}`;
}

/** A contact number: an optional plus, then 2 to 15 digits not starting with 0, at most 15 characters (spec part 1 §5). */
export const CONTACT_NUMBER_PATTERN = /^\+?[1-9]\d{1,14}$/;
export const isContactNumber = (text: string) => text.length <= CONTACT_NUMBER_MAX && CONTACT_NUMBER_PATTERN.test(text);

export const leadNameField = requiredText({ required: m.nameRequired, tooLong: m.nameTooLong }, LEAD_TEXT_MAX);

/** Required, a web address, at most 100 characters as typed; stored with https:// when it had no scheme. */
export const leadUrlField = z
  .string({ error: m.urlInvalid })
  .trim()
  .max(LEAD_TEXT_MAX, { error: m.urlInvalid, abort: true })
  .refine(isLeadUrl, m.urlInvalid)
  .transform((url) => withScheme(url));

/** An optional text: blank or null clears it (null). */
const optionalText = (max: number, message: string, check?: (text: string) => boolean) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message, abort: true })
    .refine((text) => text === '' || !check || check(text), message)
    .nullish()
    .transform((text) => (text ? text : null));

export const contactNumberField = optionalText(CONTACT_NUMBER_MAX, m.contactInvalid, isContactNumber);
export const leadEmailField = optionalText(LEAD_TEXT_MAX, m.emailInvalid, (text) => z.email().safeParse(text).success);
export const placeField = optionalText(LEAD_TEXT_MAX, m.textTooLong);
export const userNotesField = z
  .string({ error: m.notesTooLong })
  .max(LEAD_NOTES_MAX, m.notesTooLong)
  .nullish()
  .transform((text) => text ?? '');

/** A communication type's id: the lead's status. */
export const leadStatusField = z.string({ error: m.statusRequired }).trim().min(1, m.statusRequired).max(64, m.statusNotFound);

/** A list id, or null / 'default' for the General list. Required in the form and the API alike. */
export const leadListField = z.union([z.string().trim().min(1, m.listRequired).max(64, m.listNotFound), z.null()], {
  error: m.listRequired,
});

export const companyIdField = z.string({ error: m.companyRequired }).trim().min(1, m.companyRequired).max(64, m.companyRequired);
