import { MAIL_SIGNATURE, type MailMessage } from '../../platform/mail.js';

export const signInCodeMail = (to: string, code: string): MailMessage => ({
  to,
  subject: `Your Dealscout sign-in code: ${code}`,
  text: `Your sign-in code is ${code}.\n\nIt expires in 10 minutes. If you did not try to sign in, change your password: someone knows it.${MAIL_SIGNATURE}`,
});

export const signUpCodeMail = (to: string, code: string): MailMessage => ({
  to,
  subject: `Verify your email for Dealscout: ${code}`,
  text: `Welcome to Dealscout. Your verification code is ${code}.\n\nIt expires in 10 minutes.${MAIL_SIGNATURE}`,
});

export const resetLinkMail = (to: string, link: string, ttlHours: number): MailMessage => ({
  to,
  subject: 'Reset your Dealscout password',
  text: `Someone asked to reset the password of your Dealscout account. To choose a new password, open:\n\n${link}\n\nThe link works once and expires in ${ttlHours} hour(s). If you did not ask for it, ignore this email.${MAIL_SIGNATURE}`,
});
