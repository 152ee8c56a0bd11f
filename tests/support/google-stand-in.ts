import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, type JWK, SignJWT, exportJWK, generateKeyPair } from 'jose';

/**
 * A local stand-in for Google's sign-in endpoints, for tests: a JWKS of locally generated RSA keys
 * (GOOGLE_JWKS_URL), and the OAuth authorize, token and OpenID user-info endpoints of the redirect
 * flow. Nothing leaves the machine.
 */
export interface GoogleStandIn {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The GOOGLE_* variables pointing the platform at this stand-in. */
  env: Record<string, string>;
  /** A signed ID token; claims default to a valid token for clientId. */
  idToken(
    claims?: Record<string, unknown>,
    options?: { signWith?: 'google' | 'stranger'; expiresIn?: number; kid?: string },
  ): Promise<string>;
  /** The OpenID user info the next authorization answers with. */
  setProfile(profile: Record<string, unknown>): void;
  /** Counts of requests per path, to see what the platform fetched. */
  hits: Record<string, number>;
  close(): Promise<void>;
}

export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const clientId = `test-${randomBytes(4).toString('hex')}.apps.googleusercontent.com`;
  const clientSecret = randomBytes(16).toString('hex');
  const google = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const kid = randomBytes(8).toString('hex');
  const jwk: JWK = { ...(await exportJWK(google.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, Record<string, unknown>>();
  const accessTokens = new Map<string, Record<string, unknown>>();
  let profile: Record<string, unknown> = {};
  const hits: Record<string, number> = {};

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    hits[url.pathname] = (hits[url.pathname] ?? 0) + 1;
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (url.pathname === '/certs') {
      json(200, { keys: [jwk] });
    } else if (url.pathname === '/authorize') {
      // Google would show its consent screen; the stand-in approves at once.
      if (url.searchParams.get('client_id') !== clientId || url.searchParams.get('response_type') !== 'code') {
        json(400, { error: 'invalid_request' });
        return;
      }
      const code = randomBytes(12).toString('hex');
      codes.set(code, { ...profile, redirectUri: url.searchParams.get('redirect_uri') });
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
    } else if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const grant = codes.get(form.get('code') ?? '');
        if (
          !grant ||
          form.get('client_id') !== clientId ||
          form.get('client_secret') !== clientSecret ||
          form.get('redirect_uri') !== grant.redirectUri
        ) {
          json(400, { error: 'invalid_grant' });
          return;
        }
        codes.delete(form.get('code') ?? '');
        const accessToken = randomBytes(16).toString('hex');
        const { redirectUri: _unused, ...claims } = grant;
        accessTokens.set(accessToken, claims);
        json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile' });
      });
    } else if (url.pathname === '/userinfo') {
      // Like Google: the access token in the Authorization header or the access_token parameter.
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '') || url.searchParams.get('access_token') || '';
      const claims = accessTokens.get(token);
      json(claims ? 200 : 401, claims ?? { error: 'invalid_token' });
    } else {
      json(404, { error: 'not_found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    clientSecret,
    hits,
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_JWKS_URL: `${url}/certs`,
      GOOGLE_AUTH_URL: `${url}/authorize`,
      GOOGLE_TOKEN_URL: `${url}/token`,
      GOOGLE_USERINFO_URL: `${url}/userinfo`,
    },
    async idToken(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const key: CryptoKey = (options.signWith === 'stranger' ? stranger : google).privateKey;
      return new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' })
        .setIssuer((claims.iss as string | undefined) ?? 'https://accounts.google.com')
        .setAudience((claims.aud as string | undefined) ?? clientId)
        .setSubject((claims.sub as string | undefined) ?? randomBytes(10).toString('hex'))
        .setIssuedAt(now - 10)
        .setExpirationTime(now + (options.expiresIn ?? 3600))
        .sign(key);
    },
    setProfile(next) {
      profile = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
