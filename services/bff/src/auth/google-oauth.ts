import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode, type GoogleIdentity } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig } from '@lakbay/platform';
import { Inject, Injectable } from '@nestjs/common';
import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import { googleClientId, identityFromClaims } from './google-id-token';
import { BffError } from '../http/bff-error';

export const STATE_COOKIE = 'lakbay_google_state';
export const GOOGLE_REDIRECT_OFF =
  'Google sign-in by redirect is not set up on this platform (GOOGLE_CLIENT_ID or GOOGLE_CLIENT_SECRET is not set).';
const STATE_KEY = Symbol('googleState');

interface OAuthRequest {
  query: unknown;
  headers: Record<string, string | string[] | undefined>;
  [STATE_KEY]?: string;
}

type Outcome =
  { kind: 'redirect'; url: string; state?: string } | { kind: 'success'; identity: GoogleIdentity } | { kind: 'fail'; message: string };

/**
 * The state parameter is bound to the browser by a short-lived HttpOnly cookie (double submit), so a
 * callback started in another browser (login CSRF) is refused. No server-side session is needed.
 */
class CookieStateStore {
  store(req: OAuthRequest, _meta: unknown, done: (err: Error | null, state?: string) => void): void {
    const state = randomBytes(24).toString('base64url');
    req[STATE_KEY] = state;
    done(null, state);
  }

  verify(
    req: OAuthRequest,
    state: string,
    _meta: unknown,
    done: (err: Error | null, ok: boolean, info?: { message: string }) => void,
  ): void {
    const cookie = readCookie(req, STATE_COOKIE);
    const ok = Boolean(cookie && state && cookie.length === state.length && timingSafeEqual(Buffer.from(cookie), Buffer.from(state)));
    done(null, ok, ok ? undefined : { message: 'This Google sign-in did not start in this browser, or took too long. Please try again.' });
  }
}

/**
 * The passport-google-oauth20 redirect flow, run without express sessions: the strategy is driven
 * directly (as passport.authenticate does) and its outcome returned, so Fastify handlers answer.
 */
@Injectable()
export class GoogleOAuth {
  private strategy?: GoogleStrategy;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  callbackUrl(): string {
    return `${this.config.http.publicUrl}/api/v2/auth/google/callback`;
  }

  /** Where the provider sends the browser back to: the SPA's log-in page with a one-time code or an error. */
  spaUrl(params: Record<string, string>): string {
    return `${this.config.http.publicUrl}/login?${new URLSearchParams(params).toString()}`;
  }

  stateCookie(state: string | undefined): string {
    const secure = this.config.http.publicUrl.startsWith('https:') ? '; Secure' : '';
    const value = state ? `${state}; Max-Age=600` : '; Max-Age=0';
    return `${STATE_COOKIE}=${value}; Path=/api/v2/auth/google; HttpOnly; SameSite=Lax${secure}`;
  }

  /** Answers 503 unless the client id and secret are set. */
  assertConfigured(): void {
    this.get();
  }

  run(request: OAuthRequest): Promise<Outcome> {
    const strategy = this.get();
    return new Promise((resolve) => {
      const run: GoogleStrategy & Record<string, unknown> = Object.create(strategy);
      run.redirect = (url: string) => resolve({ kind: 'redirect', url, state: request[STATE_KEY] });
      run.success = (profile: Profile) => {
        try {
          resolve({ kind: 'success', identity: identityFromProfile(profile) });
        } catch (err) {
          resolve({ kind: 'fail', message: err instanceof Error ? err.message : 'Google sign-in failed.' });
        }
      };
      run.fail = (info?: { message?: string }) =>
        resolve({ kind: 'fail', message: info?.message ?? 'Google sign-in was cancelled or refused. Please try again.' });
      run.error = () => resolve({ kind: 'fail', message: 'Google sign-in failed while talking to Google. Please try again.' });
      run.pass = () => resolve({ kind: 'fail', message: 'Google sign-in failed. Please try again.' });
      run.authenticate(request as never, { scope: ['openid', 'email', 'profile'], prompt: 'select_account' });
    });
  }

  private get(): GoogleStrategy {
    const clientID = googleClientId(this.config);
    const { clientSecret, authorizationUrl, tokenUrl, userInfoUrl } = this.config.auth.google;
    if (!clientSecret) {
      throw new BffError(ErrorCode.SERVICE_UNAVAILABLE, GOOGLE_REDIRECT_OFF);
    }
    this.strategy ??= new GoogleStrategy(
      {
        clientID,
        clientSecret,
        callbackURL: this.callbackUrl(),
        authorizationURL: authorizationUrl,
        tokenURL: tokenUrl,
        userProfileURL: userInfoUrl,
        store: new CookieStateStore() as never,
      },
      (_accessToken: string, _refreshToken: string, profile: Profile, done: (err: Error | null, user: Profile) => void) =>
        done(null, profile),
    );
    return this.strategy;
  }
}

/** passport-google-oauth20 keeps the raw OpenID user info in profile._json. */
function identityFromProfile(profile: Profile): GoogleIdentity {
  // oxlint-disable-next-line eslint/no-underscore-dangle -- the library's name for the raw claims
  return identityFromClaims(profile._json ?? {});
}

export function readCookie(request: { headers: Record<string, string | string[] | undefined> }, name: string): string | undefined {
  const header = request.headers.cookie;
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of text.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      return rest.join('=');
    }
  }
  return undefined;
}
