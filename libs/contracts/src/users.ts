import type { Language } from './accounts';
/** The logged user of spec section 3, as POST /api/v2/auth/login answers it. */
export interface LoggedUser {
  id: string;
  email: string;
  /** Null until the user picks one during onboarding. */
  username: string | null;
  isCoach: boolean;
  /** Legacy name kept from the spec: the id of the user's identity (equal to `id` here). */
  firebaseAuthId: string;
  /** Bearer token for the Authorization header. Only the login answer carries it. */
  sessionCookie: string;
  /** Signed JWT (HS256); its payload carries isAdmin. */
  idToken: string;
  /** Image URL, or null for the default avatar. */
  avatar: string | null;
  isEmulationSession: boolean;
  originalUser: SessionUser | null;
  /** The account's interface and e-mail language: the app switches to it at log-in. */
  language: Language;
  /** The account's IANA time zone: the app shows times in it. */
  timeZone: string;
}

/** The caller as GET /api/v2/auth/me answers it (no token). */
export interface SessionUser {
  id: string;
  email: string;
  username: string | null;
  isCoach: boolean;
  isAdmin: boolean;
  firebaseAuthId: string;
  avatar: string | null;
  /** The account's interface and e-mail language. */
  language: Language;
  /** The account's IANA time zone. */
  timeZone: string;
}

/** Claims inside LoggedUser.idToken. */
export interface IdTokenClaims {
  /** User id. */
  sub: string;
  email: string;
  username: string | null;
  isCoach: boolean;
  isAdmin: boolean;
  /** Seconds since the epoch, as in every JWT. */
  iat: number;
  exp: number;
}

export interface LoginRequest {
  email: string;
  password: string;
}

/** Service-side login: the BFF has already validated shape and checked the throttle. */
export interface VerifyCredentialsRequest {
  email: string;
  password: string;
  userAgent?: string;
  ip?: string;
}

export interface SessionTokenRequest {
  token: string;
}

export interface HealthReply {
  service: string;
  status: 'ok';
  /** Identifies the process that answered: replicas differ. */
  instance: string;
}
