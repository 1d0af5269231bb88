import { MAIL_SIGNATURE, type MailMessage } from '../../platform/mail.js';

export const apiKeyLinkMail = (to: string, link: string): MailMessage => ({
  to,
  subject: 'Your Dealscout API key link',
  text: `Open this link to generate your API key, and enter the 8-character code shown in Dealscout when you asked for it:\n\n${link}\n\nThe link expires in one hour.${MAIL_SIGNATURE}`,
});
