import type { CoachDirectoryEntry, UserContact } from '@lakbay/contracts';
import type { CoachProfile } from '../entities/coach-profile.entity';
import type { User } from '../entities/user.entity';
import { toPublicCoach } from '../profile/profile-views';

/** A visible coach as scheduling needs it: the public profile plus the e-mail and meeting link. */
export function toDirectoryEntry(
  user: User,
  coach: CoachProfile & { displayName: string; slug: string },
  publicUrl: string,
): CoachDirectoryEntry {
  return {
    userId: user.id,
    email: user.email,
    slug: coach.slug,
    displayName: coach.displayName,
    firstName: user.firstName?.trim() || null,
    timeZone: user.timeZone,
    meetingLink: coach.meetingLink ?? null,
    language: user.language,
    profile: toPublicCoach(user, coach, publicUrl),
  };
}

export function toContact(user: User): UserContact {
  return {
    userId: user.id,
    email: user.email,
    name: contactName(user),
    fullName: fullName(user),
    firstName: user.firstName?.trim() || null,
    isCoach: user.isCoach,
    isActive: user.isActive,
    language: user.language,
    timeZone: user.timeZone,
  };
}

/** First and last name as on the profile, else the contact name. */
export function fullName(user: Pick<User, 'email' | 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return name || contactName(user);
}

/** How an e-mail greets someone: first name, else username, else the part of the e-mail before @. */
export function contactName(user: Pick<User, 'email' | 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username?.trim() || user.email.split('@')[0];
}
