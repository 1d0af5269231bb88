import { versionUpdateMessages, type EmailRequest, type VersionUpdate } from '@dealscout/domain';
import { desc, eq } from 'drizzle-orm';
import { teamMessages, versionUpdates } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import type { RequestContext } from '../../platform/request-context.js';

const SUBJECTS: Record<EmailRequest['type'], (request: EmailRequest) => string> = {
  try: (request) => `Try-out request from ${request.email}`,
  contact: (request) => `Contact from ${'name' in request ? request.name : ''} <${request.email}>`,
  upgrade: (request) => `Upgrade request from ${'name' in request ? request.name : ''} <${request.email}>`,
};

function teamMailBody(request: EmailRequest): string {
  const lines = [`Type: ${request.type}`, `Email: ${request.email}`];
  if ('name' in request) lines.push(`Name: ${request.name}`, '', request.message);
  return lines.join('\n');
}

/**
 * Keeps the message, then mails it to the team inbox. The row is written first so that a mail
 * server outage loses nothing: unsent rows keep mailed_at empty.
 */
export async function sendTeamMessage(ctx: RequestContext, input: { request: EmailRequest; ip: string }) {
  const { db, mailer, log } = ctx;
  const { request, ip: senderIp } = input;
  const teamEmail = ctx.config.TEAM_EMAIL;
  const [row] = await db
    .insert(teamMessages)
    .values({
      type: request.type,
      email: request.email,
      name: 'name' in request ? request.name : null,
      message: 'message' in request ? request.message : null,
      senderIp,
    })
    .returning({ id: teamMessages.id });
  try {
    await mailer.send({ to: teamEmail, replyTo: request.email, subject: SUBJECTS[request.type](request), text: teamMailBody(request) });
    await db.update(teamMessages).set({ mailedAt: new Date() }).where(eq(teamMessages.id, row!.id));
  } catch (error) {
    log.error({ err: error, messageId: row!.id }, 'team message stored but not mailed');
  }
}

/** GET /api/version-update: the newest release notes; 404 while there are none. */
export async function latestVersionUpdate(ctx: Pick<RequestContext, 'db'>): Promise<VersionUpdate> {
  const [row] = await ctx.db
    .select()
    .from(versionUpdates)
    .orderBy(desc(versionUpdates.versionDate), desc(versionUpdates.versionNumber))
    .limit(1);
  if (!row) throw notFound(versionUpdateMessages.none);
  return { version_number: row.versionNumber, version_date: row.versionDate, updates: row.updates, bugs: row.bugs };
}
