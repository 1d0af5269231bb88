import { MAIL_SIGNATURE, type MailMessage } from '../../../platform/mail.js';

export interface AlertMail {
  to: string;
  searchName: string;
  savedSearchId: string;
  newMatches: number;
  listed: { id: string; name: string; place: string | null }[];
}

const investors = (count: number) => (count === 1 ? '1 new investor matches' : `${count.toLocaleString('en-US')} new investors match`);

/** The alert: how many new matches, the first ones by name with links to their pages, and a link that runs the search. */
export function alertMail(appUrl: string, mail: AlertMail): MailMessage {
  const lines = mail.listed.map(
    (investor) => `- ${investor.name}${investor.place ? ` (${investor.place})` : ''}\n  ${appUrl}/leads/investors/${investor.id}`,
  );
  const more = mail.newMatches - mail.listed.length;
  const rest = more > 0 ? `\n\n...and ${more.toLocaleString('en-US')} more. See them all:` : '\n\nRun the search:';
  return {
    to: mail.to,
    subject: `Saved search ${mail.searchName}: ${mail.newMatches === 1 ? '1 new match' : `${mail.newMatches.toLocaleString('en-US')} new matches`}`,
    text:
      `${investors(mail.newMatches)} your saved search "${mail.searchName}" since we last wrote.\n\n` +
      `${lines.join('\n')}${rest}\n${appUrl}/leads/dataset?saved=${mail.savedSearchId}\n\n` +
      `You get at most one of these a day for this search. To stop them, turn off "E-mail me new matches" in its saved searches list.` +
      MAIL_SIGNATURE,
  };
}
