import type { LoggedUser, SessionUser } from '@lakbay/contracts';

/**
 * The real admin kept in loggedUser.originalUser during emulation. Spec section 3 types it as the
 * admin's user; we also keep the admin's own idToken so Stop Emulation can restore the session
 * exactly (the bearer token never changes: it is the admin's throughout).
 */
export type KeptAdmin = SessionUser & { idToken?: string };

/**
 * Spec section 4: the session takes on the found user's username, id, coach flag and auth id
 * (the server's emulation view), keeping the real user.
 */
export function emulatingSession(admin: LoggedUser, view: LoggedUser): LoggedUser {
  const original: KeptAdmin = {
    id: admin.id,
    email: admin.email,
    username: admin.username,
    isCoach: admin.isCoach,
    isAdmin: true,
    firebaseAuthId: admin.firebaseAuthId,
    avatar: admin.avatar,
    language: admin.language,
    timeZone: admin.timeZone,
    idToken: admin.idToken,
  };
  return {
    ...view,
    // The admin's bearer token, sent with X-Emulate-User (session-base-query).
    sessionCookie: admin.sessionCookie,
    isEmulationSession: true,
    originalUser: original,
  };
}

/** Stop Emulation: the real admin again, or null when the session is not an emulation. */
export function restoredSession(current: LoggedUser): LoggedUser | null {
  if (!current.isEmulationSession || !current.originalUser) {
    return null;
  }
  const admin = current.originalUser as KeptAdmin;
  return {
    id: admin.id,
    email: admin.email,
    username: admin.username,
    isCoach: admin.isCoach,
    firebaseAuthId: admin.firebaseAuthId,
    avatar: admin.avatar,
    language: admin.language,
    timeZone: admin.timeZone,
    sessionCookie: current.sessionCookie,
    idToken: admin.idToken ?? current.idToken,
    isEmulationSession: false,
    originalUser: null,
  };
}
