import { type CoachDirectoryEntry, ErrorCode } from '@lakbay/contracts';
import { ServiceClient } from '@lakbay/platform';
import { BffError } from '../http/bff-error';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const noSuchCoach = () => new BffError(ErrorCode.NOT_FOUND, 'There is no Koach at this address.');

/** A visible coach by slug, with what only services see; 404 for anyone else. */
export async function coachBySlug(services: Pick<ServiceClient, 'send'>, slug: string): Promise<CoachDirectoryEntry> {
  if (slug.length > 80 || !SLUG.test(slug)) {
    throw noSuchCoach();
  }
  const [coach] = await services.send('users.coaches.directory', { slug });
  if (!coach) {
    throw noSuchCoach();
  }
  return coach;
}
