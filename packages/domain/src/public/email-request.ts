import { z } from 'zod';
import { emailAddress, requiredText } from '../shared/text-field.js';

export const CONTACT_NAME_MAX = 50;
export const CONTACT_MESSAGE_MAX = 500;

export const emailRequestMessages = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Name must not exceed ${CONTACT_NAME_MAX} characters`,
  messageRequired: 'Please enter your message',
  messageTooLong: `Message must not exceed ${CONTACT_MESSAGE_MAX} characters`,
  emailRequired: 'Please enter your email',
  emailInvalid: 'Invalid email address',
  typeInvalid: "Type must be one of 'try', 'contact' or 'upgrade'",
  sent: 'Message sent successfully, we will get back to you',
} as const;

const m = emailRequestMessages;

export const emailField = emailAddress({ required: m.emailRequired, invalid: m.emailInvalid });
export const contactNameField = requiredText({ required: m.nameRequired, tooLong: m.nameTooLong }, CONTACT_NAME_MAX);
export const contactMessageField = requiredText({ required: m.messageRequired, tooLong: m.messageTooLong }, CONTACT_MESSAGE_MAX);

export const tryOutRequestSchema = z.strictObject({ type: z.literal('try'), email: emailField });

const messageRequest = <T extends 'contact' | 'upgrade'>(type: T) =>
  z.strictObject({ type: z.literal(type), name: contactNameField, email: emailField, message: contactMessageField });

export const contactRequestSchema = messageRequest('contact');
export const upgradeRequestSchema = messageRequest('upgrade');

/** POST /api/email: the try-out, contact and upgrade forms (spec part 1 §3, part 2 §7). */
export const emailRequestSchema = z.discriminatedUnion('type', [tryOutRequestSchema, contactRequestSchema, upgradeRequestSchema], {
  error: m.typeInvalid,
});

export type EmailRequest = z.infer<typeof emailRequestSchema>;
export type EmailRequestType = EmailRequest['type'];
