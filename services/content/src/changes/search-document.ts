import { type SearchDocument, categoryLabel } from '@lakbay/contracts';
import type { Career } from '../entities/career.entity';
import type { Video } from '../entities/video.entity';

/** What search keeps of a published career; null when the public cannot see it. */
export function careerDocument(career: Career): SearchDocument | null {
  if (!career.published) {
    return null;
  }
  const fil = career.fil;
  return {
    type: 'CAREER',
    id: career.id,
    title: career.title,
    path: `/careers/${career.slug}`,
    fields: {
      summary: career.summary,
      category: categoryLabel(career.category),
      skills: [...career.skills.hard, ...career.skills.soft].join(', '),
      tasks: career.keyTasks.join('; '),
      courses: career.education.collegeCourses.join(', '),
      // The Filipino version (issue 29), so a Filipino word finds the record too.
      ...filFields({
        filTitle: fil?.title,
        filSummary: fil?.summary,
        filSkills: [...(fil?.skills?.hard ?? []), ...(fil?.skills?.soft ?? [])].join(', '),
        filTasks: (fil?.keyTasks ?? []).join('; '),
      }),
    },
  };
}

/** What search keeps of a published video; null when the public cannot see it. */
export function videoDocument(video: Video): SearchDocument | null {
  if (!video.published) {
    return null;
  }
  return {
    type: 'VIDEO',
    id: video.id,
    title: video.title,
    path: `/videos?v=${video.id}`,
    fields: {
      speaker: video.speaker,
      speakerRole: video.speakerRole,
      category: video.categories.map(categoryLabel).join(', '),
      description: video.description,
      ...filFields({ filDescription: video.fil?.description }),
    },
  };
}

/** The Filipino fields that have text: none at all for a record without a Filipino version. */
function filFields(fields: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => !!entry[1]?.trim()));
}
