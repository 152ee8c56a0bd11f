import { type SearchDocument, categoryLabel } from '@lakbay/contracts';
import type { CoachProfile } from '../entities/coach-profile.entity';
import type { User } from '../entities/user.entity';

/** A coach appears publicly (coach pages, search) only when a coach, active, and with a name and slug. */
export function isCoachVisible(user: User, coach: CoachProfile | null): coach is CoachProfile & { displayName: string; slug: string } {
  return Boolean(user.isCoach && user.isActive && coach?.displayName && coach.slug);
}

/** What the search index keeps of a coach (changes.ts), or null when the coach must not be found. */
export function coachDocument(user: User, coach: CoachProfile | null): SearchDocument | null {
  if (!isCoachVisible(user, coach)) {
    return null;
  }
  const fields: Record<string, string> = {};
  const put = (key: string, value: string | null | undefined) => {
    if (value) {
      fields[key] = value;
    }
  };
  put('headline', coach.headline);
  put('expertise', coach.expertise.map(categoryLabel).join(', '));
  put('bio', coach.bio);
  put('languages', coach.languages.join(', '));
  put('username', user.username);
  return { type: 'COACH', id: user.id, title: coach.displayName, path: `/coaches/${coach.slug}`, fields };
}
