import type { AdminCareer, CareerDetail, CareerSummary, EducationPaths, Language, Localized, VideoSummary } from '@lakbay/contracts';
import { iso } from '../common/errors';
import { localize } from '@lakbay/platform';
import type { Career } from '../entities/career.entity';

type SummaryFields = Pick<Career, 'id' | 'slug' | 'title' | 'category' | 'summary' | 'salary' | 'fil'>;

export function toCareerSummary(career: SummaryFields, language?: Language): CareerSummary {
  const texts = localize({ title: career.title, summary: career.summary }, career.fil, language);
  return {
    id: career.id,
    slug: career.slug,
    title: texts.title,
    category: career.category,
    summary: texts.summary,
    salary: career.salary ?? null,
    language: texts.language,
    fallback: texts.fallback,
  };
}

export function toCareerDetail(
  career: Career,
  relatedCareers: CareerSummary[],
  relatedVideos: VideoSummary[],
  language?: Language,
): CareerDetail {
  const texts = careerTexts(career, language);
  return {
    id: career.id,
    slug: career.slug,
    category: career.category,
    salary: career.salary ?? null,
    ...texts,
    education: educationOf(career),
    relatedCareers,
    relatedVideos,
    updatedAt: iso(career.updatedAt),
  };
}

export function toAdminCareer(career: Career): AdminCareer {
  return {
    ...toCareerDetail(career, [], []),
    relatedCareerIds: career.relatedCareerIds,
    relatedVideoIds: career.relatedVideoIds,
    fil: career.fil ?? null,
    published: career.published,
    createdAt: iso(career.createdAt),
  };
}

/** The texts of a career a person reads, in the reader's language. */
function careerTexts(
  career: Career,
  language?: Language,
): Pick<CareerDetail, 'title' | 'summary' | 'dayInTheLife' | 'keyTasks' | 'skills' | 'outlook'> & Localized {
  return localize(
    {
      title: career.title,
      summary: career.summary,
      dayInTheLife: career.dayInTheLife,
      keyTasks: career.keyTasks,
      skills: { hard: career.skills.hard, soft: career.skills.soft },
      outlook: career.outlook,
    },
    career.fil,
    language,
  );
}

/** Rows saved before licensure exams existed have none listed. */
function educationOf(career: Career): Required<EducationPaths> {
  return { ...career.education, licensureExams: career.education.licensureExams ?? [] };
}
