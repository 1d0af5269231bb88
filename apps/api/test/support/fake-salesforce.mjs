import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

/** @param {import('node:http').IncomingMessage} request */
const readBody = async (request) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A local stand-in for Salesforce with the endpoints the CRM export uses: the token endpoint (authorization
 * code with the PKCE verifier checked against the challenge, and the refresh grant), SOQL query by Website,
 * and sObject collections (POST creates, PATCH updates). Access tokens can be expired on demand.
 */
/** @param {number} [port] 0: any free port. */
export async function fakeSalesforce(port = 0) {
  /** @type {Map<string, { challenge: string; redirectUri: string }>} */
  const codes = new Map();
  const accessTokens = new Set();
  const refreshTokens = new Set();
  /** @type {Record<string, unknown>[]} */
  const leads = [];
  /** @type {string[]} */
  const calls = [];
  let url = '';
  let out = false;

  /** @param {import('node:http').ServerResponse} response @param {number} status @param {unknown} body */
  const send = (response, status, body) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const issue = () => {
    const accessToken = `access-${randomUUID()}`;
    accessTokens.add(accessToken);
    return accessToken;
  };

  /** What the provider's sign-in page does: the user agrees, and a code comes back for this challenge. @param {string} authorizeUrl */
  function approve(authorizeUrl) {
    const query = new URL(authorizeUrl).searchParams;
    const code = `code-${randomUUID()}`;
    codes.set(code, { challenge: query.get('code_challenge') ?? '', redirectUri: query.get('redirect_uri') ?? '' });
    return { code, state: query.get('state') ?? '' };
  }

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', url);
    calls.push(`${request.method} ${path.pathname}`);
    const body = await readBody(request);
    if (out) return send(response, 503, [{ errorCode: 'SERVER_UNAVAILABLE', message: 'down for maintenance' }]);
    if (path.pathname === '/services/oauth2/token') {
      const form = new URLSearchParams(body);
      if (form.get('grant_type') === 'authorization_code') {
        const pending = codes.get(form.get('code') ?? '');
        const challenge = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        if (!pending || pending.challenge !== challenge || pending.redirectUri !== form.get('redirect_uri'))
          return send(response, 400, { error: 'invalid_grant', error_description: 'invalid code verifier' });
        codes.delete(form.get('code') ?? '');
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
    if (path.pathname === '/services/oauth2/authorize') {
      // The sign-in page: the user agrees at once, and goes back to the app with a code for this challenge.
      const { code, state } = approve(path.toString());
      const back = new URL(path.searchParams.get('redirect_uri') ?? '');
      back.search = new URLSearchParams({ code, state }).toString();
      response.writeHead(302, { Location: back.toString() });
      return response.end();
    }
    if (path.pathname === '/__leads') return send(response, 200, leads);
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!accessTokens.has(token)) return send(response, 401, [{ errorCode: 'INVALID_SESSION_ID' }]);
    if (path.pathname === '/services/data/v60.0/query') {
      const websites = [...(path.searchParams.get('q') ?? '').matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((match) =>
        match[1].replace(/\\(.)/g, '$1'),
      );
      return send(response, 200, {
        records: leads.filter((lead) => websites.includes(String(lead.Website))).map((lead) => ({ Id: lead.Id, Website: lead.Website })),
      });
    }
    if (path.pathname === '/services/data/v60.0/composite/sobjects') {
      const { records } = JSON.parse(body);
      if (records.length > 200) return send(response, 400, [{ errorCode: 'EXCEEDED_ID_LIMIT' }]);
      if (request.method === 'POST') {
        return send(
          response,
          200,
          records.map((/** @type {Record<string, unknown>} */ record) => {
            const Id = randomUUID();
            leads.push({ ...record, Id });
            return { id: Id, success: true, errors: [] };
          }),
        );
      }
      return send(
        response,
        200,
        records.map((/** @type {Record<string, unknown>} */ record) => {
          const lead = leads.find((one) => one.Id === record.Id);
          if (lead) Object.assign(lead, record);
          return { id: record.Id, success: !!lead, errors: [] };
        }),
      );
    }
    return send(response, 404, [{ errorCode: 'NOT_FOUND' }]);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;

  return {
    url,
    leads,
    calls,
    /** What the provider's sign-in page does: the user agrees, and a code comes back for this challenge. */
    approve,
    /** Every access token given out so far stops working (they expired). */
    expireAccessTokens: () => accessTokens.clear(),
    revokedAll: () => refreshTokens.size === 0,
    /** While on, every call is answered 503, as during a Salesforce outage. @param {boolean} on */
    outage: (on) => {
      out = on;
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
