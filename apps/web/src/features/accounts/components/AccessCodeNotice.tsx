import { accountMessages, type ApiKeyLink } from '@dealscout/domain';
import { Alert } from 'antd';
import dayjs from 'dayjs';

function expiryText(expiresAt: string): string {
  const expiry = dayjs(expiresAt);
  if (!expiry.isValid()) return 'The code expires soon.';
  const format = expiry.isSame(dayjs(), 'day') ? 'h:mm A' : 'DD MMM YYYY h:mm A';
  return `The code expires at ${expiry.format(format)}.`;
}

/** The code to type on the page the emailed link opens; it is never sent by mail. */
export function AccessCodeNotice({ reply }: { reply: ApiKeyLink }) {
  return (
    <section className="ds-access-code" aria-labelledby="access-code-label">
      <span id="access-code-label" className="ds-account-label">
        Your access code
      </span>
      <output className="ds-access-code-value" aria-labelledby="access-code-label">
        {reply.access_code}
      </output>
      <Alert
        type="info"
        showIcon
        title={accountMessages.apiKey.linkSent}
        description={`Open the link and enter this code there to get your key. ${expiryText(reply.expires_at)}`}
      />
    </section>
  );
}
