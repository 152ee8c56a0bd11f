import { ErrorCode, type GoogleIdentity } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, PlatformError } from '@lakbay/platform';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type JWTPayload, createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { BffError } from '../http/bff-error';

export const GOOGLE_OFF =
  'Google sign-in is not set up on this platform (GOOGLE_CLIENT_ID is not set). Please log in with your e-mail and password.';
export const GOOGLE_TOKEN_INVALID = 'Google sign-in failed: the Google token is not valid or has expired. Please try again.';
export const GOOGLE_UNREACHABLE = 'Google sign-in is unavailable right now (we could not reach Google). Please try again shortly.';
const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** The Google client id, or a 503 saying Google sign-in is off. */
export function googleClientId(config: AppConfig): string {
  const id = config.client.googleClientId;
  if (!id) {
    throw PlatformError.unavailable(GOOGLE_OFF);
  }
  return id;
}

/**
 * Verifies Google ID tokens (Google Identity Services' credential): RS256 signature against
 * Google's published keys (GOOGLE_JWKS_URL, fetched and cached by jose), audience GOOGLE_CLIENT_ID,
 * issuer accounts.google.com, expiry.
 */
@Injectable()
export class GoogleIdTokenVerifier {
  private readonly logger = new Logger(GoogleIdTokenVerifier.name);
  private jwks?: ReturnType<typeof createRemoteJWKSet>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async verify(token: string): Promise<GoogleIdentity> {
    const audience = googleClientId(this.config);
    this.jwks ??= createRemoteJWKSet(new URL(this.config.auth.google.jwksUrl), { timeoutDuration: 5000 });
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.jwks, { audience, issuer: ISSUERS, algorithms: ['RS256'] }));
    } catch (err) {
      if (err instanceof errors.JOSEError && !(err instanceof errors.JWKSTimeout) && !(err instanceof errors.JWKSInvalid)) {
        throw new BffError(ErrorCode.INVALID_CREDENTIALS, GOOGLE_TOKEN_INVALID);
      }
      this.logger.warn(`Google keys not fetched: ${err instanceof Error ? err.message : String(err)}`);
      throw PlatformError.unavailable(GOOGLE_UNREACHABLE);
    }
    return identityFromClaims(payload);
  }
}

/** The identity in Google's claims (ID token or OpenID user info). */
export function identityFromClaims(claims: Record<string, unknown>): GoogleIdentity {
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  const email = typeof claims.email === 'string' ? claims.email : '';
  if (!sub || !email) {
    throw new BffError(
      ErrorCode.VALIDATION_FAILED,
      'Your Google account did not share an e-mail address, so we cannot sign you in with it.',
    );
  }
  const text = (key: string) => {
    const value = claims[key];
    return typeof value === 'string' && value ? value.slice(0, 200) : undefined;
  };
  return {
    sub,
    email,
    // Google sends a boolean; some older endpoints sent the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: text('name'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    picture: typeof claims.picture === 'string' && claims.picture.startsWith('https://') ? claims.picture.slice(0, 2048) : undefined,
  };
}
