import type { SessionUser } from '@lakbay/contracts';
import type { User } from '../entities/user.entity';

/** Where uploaded files are served, below PUBLIC_URL. */
export const FILES_PATH = '/api/v2/files';

/**
 * The avatar as an absolute URL: an uploaded file is served by the platform under PUBLIC_URL (spec
 * section 9: storage image URLs are rewritten to the public host); an external picture is kept.
 */
export function avatarOf(user: User, publicUrl: string): string | null {
  if (user.avatarFile) {
    return `${publicUrl}${FILES_PATH}/${user.avatarFile}`;
  }
  return user.avatarUrl ?? null;
}

export function toSessionUser(user: User, publicUrl: string): SessionUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username ?? null,
    isCoach: user.isCoach,
    isAdmin: user.isAdmin,
    firebaseAuthId: user.id,
    avatar: avatarOf(user, publicUrl),
    language: user.language,
    timeZone: user.timeZone,
  };
}
