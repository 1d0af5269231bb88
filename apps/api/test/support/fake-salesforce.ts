import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredLead {
  Id: string;
  [field: string]: unknown;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A local stand-in for Salesforce with the endpoints the CRM export uses: the token endpoint (authorization
 * code with the PKCE verifier checked against the challenge, and the refresh grant), SOQL query by Website,
 * and sObject collections (POST creates, PATCH updates). Access tokens can be expired on demand.
 */
export async function fakeSalesforce() {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const leads: StoredLead[] = [];
  const calls: string[] = [];
  let url = '';

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const issue = () => {
    const accessToken = `access-${randomUUID()}`;
    accessTokens.add(accessToken);
    return accessToken;
  };

  const server = createServer(async (request, response) => {
    const path = new URL(request.url!, url);
    calls.push(`${request.method} ${path.pathname}`);
    const body = await readBody(request);
    if (path.pathname === '/services/oauth2/token') {
      const form = new URLSearchParams(body);
      if (form.get('grant_type') === 'authorization_code') {
        const pending = codes.get(form.get('code') ?? '');
        const challenge = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        if (!pending || pending.challenge !== challenge || pending.redirectUri !== form.get('redirect_uri'))
          return send(response, 400, { error: 'invalid_grant', error_description: 'invalid code verifier' });
        codes.delete(form.get('code')!);
        const refreshToken = `refresh-${randomUUID()}`;
        refreshTokens.add(refreshToken);
        return send(response, 200, { access_token: issue(), refresh_token: refreshToken, instance_url: url });
      }
      if (form.get('grant_type') === 'refresh_token' && refreshTokens.has(form.get('refresh_token') ?? ''))
        return send(response, 200, { access_token: issue(), instance_url: url });
      return send(response, 400, { error: 'invalid_grant' });
    }
    if (path.pathname === '/services/oauth2/revoke') {
      refreshTokens.delete(new URLSearchParams(body).get('token') ?? '');
      return send(response, 200, {});
    }
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!accessTokens.has(token)) return send(response, 401, [{ errorCode: 'INVALID_SESSION_ID' }]);
    if (path.pathname === '/services/data/v60.0/query') {
      const websites = [...(path.searchParams.get('q') ?? '').matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((match) =>
        match[1]!.replace(/\\(.)/g, '$1'),
      );
      return send(response, 200, {
        records: leads.filter((lead) => websites.includes(lead.Website as string)).map(({ Id, Website }) => ({ Id, Website })),
      });
    }
    if (path.pathname === '/services/data/v60.0/composite/sobjects') {
      const { records } = JSON.parse(body) as { records: StoredLead[] };
      if (records.length > 200) return send(response, 400, [{ errorCode: 'EXCEEDED_ID_LIMIT' }]);
      if (request.method === 'POST') {
        return send(
          response,
          200,
          records.map((record) => {
            const Id = randomUUID();
            leads.push({ ...record, Id });
            return { id: Id, success: true, errors: [] };
          }),
        );
      }
      return send(
        response,
        200,
        records.map((record) => {
          const lead = leads.find((one) => one.Id === record.Id);
          if (lead) Object.assign(lead, record);
          return { id: record.Id, success: !!lead, errors: [] };
        }),
      );
    }
    return send(response, 404, [{ errorCode: 'NOT_FOUND' }]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    leads,
    calls,
    /** What the provider's sign-in page does: the user agrees, and a code comes back for this challenge. */
    approve(authorizeUrl: string) {
      const query = new URL(authorizeUrl).searchParams;
      const code = `code-${randomUUID()}`;
      codes.set(code, { challenge: query.get('code_challenge')!, redirectUri: query.get('redirect_uri')! });
      return { code, state: query.get('state')! };
    },
    /** Every access token given out so far stops working (they expired). */
    expireAccessTokens: () => accessTokens.clear(),
    revokedAll: () => refreshTokens.size === 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
