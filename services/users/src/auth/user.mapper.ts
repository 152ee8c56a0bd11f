import type { SessionUser } from '@lakbay/contracts';
import type { User } from '../entities/user.entity';

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username ?? null,
    isCoach: user.isCoach,
    isAdmin: user.isAdmin,
    firebaseAuthId: user.id,
    avatar: user.avatarUrl ?? null,
  };
}
