import type { SearchDocument } from '@lakbay/contracts';
import type { Career } from '../../services/content/src/entities/career.entity';
import type { Video } from '../../services/content/src/entities/video.entity';
import { careerDocument, videoDocument } from '../../services/content/src/changes/search-document';
import { SEED_CAREERS } from '../../services/content/src/seed/careers.data';
import { SEED_VIDEOS } from '../../services/content/src/seed/videos.data';
import type { CoachProfile } from '../../services/users/src/entities/coach-profile.entity';
import type { User } from '../../services/users/src/entities/user.entity';
import { coachDocument } from '../../services/users/src/coaches/coach-document';
import { DEMO_COACHES } from '../../services/users/src/seed/demo-coaches';

/**
 * The search documents of the seeded catalogue (every career, video and demo coach), made by the
 * owners' own functions (careerDocument, videoDocument, coachDocument) so the relevance suite
 * searches what the running platform indexes.
 */
export function seededSearchDocuments(): SearchDocument[] {
  const careers = SEED_CAREERS.map((career) =>
    careerDocument({ ...career, id: `career-${career.slug}`, published: true } as unknown as Career),
  );
  const videos = SEED_VIDEOS.map((video) => videoDocument({ ...video, id: `video-${video.key}`, published: true } as unknown as Video));
  const coaches = DEMO_COACHES.map((coach) =>
    coachDocument(
      { id: `coach-${coach.username}`, username: coach.username, isCoach: true, isActive: true } as unknown as User,
      coach.profile as unknown as CoachProfile,
    ),
  );
  return [...careers, ...videos, ...coaches].filter((d): d is SearchDocument => d !== null);
}
