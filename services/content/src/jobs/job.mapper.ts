import type { AdminJob, Job as JobReply, Language } from '@lakbay/contracts';
import { iso, isoOrNull } from '../common/errors';
import { localize } from '@lakbay/platform';
import type { Job } from '../entities/job.entity';

export function toJob(job: Job, now = new Date(), language?: Language): JobReply {
  const texts = localize({ description: job.description }, job.fil, language);
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    location: job.location,
    workType: job.workType,
    employmentType: job.employmentType,
    salaryMin: job.salaryMin ?? null,
    salaryMax: job.salaryMax ?? null,
    category: job.category,
    description: texts.description,
    applyUrl: job.applyUrl,
    postedAt: iso(job.postedAt),
    deadline: isoOrNull(job.deadline),
    expired: isExpired(job, now),
    isSample: job.isSample,
    language: texts.language,
    fallback: texts.fallback,
  };
}

export function toAdminJob(job: Job, now = new Date()): AdminJob {
  return {
    ...toJob(job, now),
    fil: job.fil ?? null,
    published: job.published,
    createdAt: iso(job.createdAt),
    updatedAt: iso(job.updatedAt),
  };
}

export function isExpired(job: Pick<Job, 'deadline'>, now: Date): boolean {
  return !!job.deadline && job.deadline.getTime() <= now.getTime();
}
