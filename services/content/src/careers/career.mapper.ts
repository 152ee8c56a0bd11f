import type { AdminCareer, CareerDetail, CareerSummary, EducationPaths, VideoSummary } from '@lakbay/contracts';
import { iso } from '../common/errors';
import type { Career } from '../entities/career.entity';

export function toCareerSummary(career: Pick<Career, 'id' | 'slug' | 'title' | 'category' | 'summary' | 'salary'>): CareerSummary {
  return {
    id: career.id,
    slug: career.slug,
    title: career.title,
    category: career.category,
    summary: career.summary,
    salary: career.salary ?? null,
  };
}

export function toCareerDetail(career: Career, relatedCareers: CareerSummary[], relatedVideos: VideoSummary[]): CareerDetail {
  return {
    ...toCareerSummary(career),
    ...careerContent(career),
    relatedCareers,
    relatedVideos,
    updatedAt: iso(career.updatedAt),
  };
}

export function toAdminCareer(career: Career): AdminCareer {
  return {
    ...toCareerSummary(career),
    ...careerContent(career),
    relatedCareerIds: career.relatedCareerIds,
    relatedVideoIds: career.relatedVideoIds,
    published: career.published,
    createdAt: iso(career.createdAt),
    updatedAt: iso(career.updatedAt),
  };
}

/** The page's text of a career, after its summary, in the detail and in the admin's copy. */
function careerContent(career: Career): Pick<CareerDetail, 'dayInTheLife' | 'keyTasks' | 'skills' | 'education' | 'outlook'> {
  return {
    dayInTheLife: career.dayInTheLife,
    keyTasks: career.keyTasks,
    skills: career.skills,
    education: educationOf(career),
    outlook: career.outlook,
  };
}

/** Rows saved before licensure exams existed have none listed. */
function educationOf(career: Career): Required<EducationPaths> {
  return { ...career.education, licensureExams: career.education.licensureExams ?? [] };
}
