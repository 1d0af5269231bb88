import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** Where mail goes: 'smtp' or the development outbox folder. */
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under DATA_DIR/outbox/. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, log: FastifyBaseLogger): Mailer {
  const subjectLine = (subject: string) => subject.replace(/\s+/g, ' ').trim();
  // nodemailer loads with the first mail, not with the server.
  const nodemailer = async () => (await import('nodemailer')).default;
  if (config.SMTP_URL) {
    const smtpUrl = config.SMTP_URL;
    let smtp: Promise<Transporter> | undefined;
    const transport = () => (smtp ??= nodemailer().then((mailer) => mailer.createTransport(smtpUrl)));
    return {
      transport: 'smtp',
      async send(message) {
        await (await transport()).sendMail({ from: config.MAIL_FROM, ...message, subject: subjectLine(message.subject) });
      },
    };
  }
  const outbox = path.join(config.DATA_DIR, 'outbox');
  let files: Promise<Transporter> | undefined;
  const transport = () => (files ??= nodemailer().then((mailer) => mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })));
  return {
    transport: 'outbox',
    async send(message) {
      const subject = subjectLine(message.subject);
      const info = await (await transport()).sendMail({ from: config.MAIL_FROM, ...message, subject });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, file }, `mail: ${subject}`);
    },
  };
}

/** The sign-off every mail ends with. */
export const MAIL_SIGNATURE = '\n\nThe Dealscout team';
