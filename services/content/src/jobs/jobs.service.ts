import type {
  AdminJob,
  AdminListQuery,
  Cached,
  JobImportPreview,
  JobImportRequest,
  JobImportResult,
  Job as JobReply,
  Language,
  Page,
} from '@lakbay/contracts';
import type { EntityManager, FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { JobDto, JobListQueryDto, UpdateJobDto } from '@lakbay/contracts/content.dto';
import { ContentCrud } from '../admin/content-crud';
import type { WriteSet } from '../changes/content-writes';
import { cachedRead } from '../common/cached';
import { defined } from '../common/defined';
import { FieldErrors, notFound } from '../common/errors';
import { PlatformError, withStoredFil } from '@lakbay/platform';
import { containsPattern, paging, toPage, wordsFilter } from '../common/paging';
import { Job } from '../entities/job.entity';
import { checkJobFile } from './job-import';
import { SALARY_ORDER, salaryOutOfOrder } from './job-rules';
import { isExpired, toAdminJob, toJob } from './job.mapper';

@Injectable()
export class JobsService extends ContentCrud<Job, JobDto, AdminJob> {
  /** Published jobs whose deadline has not passed, newest first. */
  list(query: JobListQueryDto, ifNoneMatch?: string, language?: Language): Promise<Cached<Page<JobReply>>> {
    const page = paging(query);
    const now = new Date();
    return cachedRead(this.em, {
      kinds: ['job'],
      key: [
        'jobs.list',
        language ?? 'en',
        page.page,
        page.pageSize,
        query.category ?? null,
        query.workType ?? null,
        query.employmentType ?? null,
        query.location ?? null,
        query.q ?? null,
      ],
      ifNoneMatch,
      // The list changes when the next open job reaches its deadline.
      boundary: async () =>
        (await this.em.findOne(Job, { published: true, deadline: { $gt: now } }, { orderBy: { deadline: 'asc' }, fields: ['deadline'] }))
          ?.deadline ?? null,
      load: async (memo) => {
        const where: FilterQuery<Job> = {
          published: true,
          $or: [{ deadline: null }, { deadline: { $gt: now } }],
          ...(query.category ? { category: query.category } : {}),
          ...(query.workType ? { workType: query.workType } : {}),
          ...(query.employmentType ? { employmentType: query.employmentType } : {}),
          ...(query.location ? { location: { $ilike: containsPattern(query.location) } } : {}),
        };
        const words = wordsFilter(query.q, ['title', 'company', 'description']);
        const filter = words ? { $and: [where, words] } : where;
        const jobs = await this.em.find(Job, filter, {
          orderBy: { postedAt: 'desc', id: 'asc' },
          limit: page.pageSize,
          offset: page.offset,
        });
        // The visible set only changes at the time boundary, which is part of the memo's key.
        const total = await memo(
          [
            'jobs.count',
            query.category ?? null,
            query.workType ?? null,
            query.employmentType ?? null,
            query.location ?? null,
            query.q ?? null,
          ],
          () => this.em.count(Job, filter),
        );
        return toPage(
          jobs.map((j) => toJob(j, now, language)),
          total,
          page,
        );
      },
    });
  }

  /** A published job by id, expired ones too (marked expired), for links shared earlier. */
  async detail(id: string, ifNoneMatch?: string, language?: Language): Promise<Cached<JobReply>> {
    const now = new Date();
    return cachedRead(this.em, {
      kinds: ['job'],
      key: ['jobs.get', language ?? 'en', id],
      ifNoneMatch,
      boundary: async () => {
        const job = await this.em.findOne(Job, { id }, { fields: ['deadline'] });
        return job?.deadline && !isExpired(job, now) ? job.deadline : null;
      },
      load: async () => {
        const job = await this.em.findOne(Job, { id, published: true });
        if (!job) {
          throw notFound('job');
        }
        return toJob(job, now, language);
      },
    });
  }

  // ---- Admin ---------------------------------------------------------------------------------

  /** Every posting of an import file with its errors; writes nothing. */
  async importPreview(request: JobImportRequest): Promise<JobImportPreview> {
    const rows = await checkJobFile(request.format, request.content);
    const valid = rows.filter((r) => r.job !== null).length;
    return { rows, valid, invalid: rows.length - valid };
  }

  /**
   * Saves the valid postings of an import file in one transaction, as real (not sample) published
   * jobs posted now, and lists the refused rows. The caller's Idempotency-Key keeps the outcome, so
   * a retried import answers the first one's result without saving the postings again.
   */
  async import(request: JobImportRequest): Promise<JobImportResult> {
    const now = new Date();
    const rows = await checkJobFile(request.format, request.content, now);
    const refused = rows.filter((r) => r.job === null);
    const valid = rows.flatMap((r) => (r.job ? [r.job] : []));
    if (valid.length === 0) {
      throw PlatformError.validation([{ property: 'content', constraints: [NO_VALID_ROWS] }]);
    }
    return this.writer.write(async (tx, writes) => {
      const jobs = valid.map((input) =>
        tx.create(Job, { ...(jobValues(input) as RequiredEntityData<Job>), postedAt: now, isSample: false, published: true }),
      );
      await tx.flush();
      writes.touch('job');
      for (const job of jobs) {
        writes.audit('job', job.id, 'create');
      }
      return { imported: jobs.length, ids: jobs.map((j) => j.id), refused };
    });
  }

  protected readonly entity = Job;
  protected readonly noun = 'job';
  protected readonly searched = ['title', 'company', 'location'];
  protected readonly adminOrder = { postedAt: 'desc', id: 'asc' } as const;

  protected override adminFilter(query: AdminListQuery): FilterQuery<Job> {
    return query.category ? { category: query.category } : {};
  }

  protected toAdmin(_em: EntityManager, jobs: Job[]): AdminJob[] {
    return jobs.map((j) => toAdminJob(j));
  }

  protected createValues(_tx: EntityManager, input: JobDto): RequiredEntityData<Job> {
    const values = jobValues(input);
    checkJob({ salaryMin: null, salaryMax: null, deadline: null, postedAt: new Date(), ...values });
    return values as RequiredEntityData<Job>;
  }

  protected updateValues(_tx: EntityManager, job: Job, changes: UpdateJobDto): Partial<Job> {
    const values = jobValues(changes);
    checkJob({
      salaryMin: values.salaryMin !== undefined ? values.salaryMin : job.salaryMin,
      salaryMax: values.salaryMax !== undefined ? values.salaryMax : job.salaryMax,
      postedAt: values.postedAt ?? job.postedAt,
      deadline: values.deadline !== undefined ? values.deadline : job.deadline,
    });
    return values;
  }

  protected written(writes: WriteSet): void {
    writes.touch('job');
  }
}

export const NO_VALID_ROWS = 'No posting of the file can be imported: fix the rows the preview lists, then try again.';

/** The entity's values from a payload: dates parsed, absent fields left out. */
function jobValues(input: Partial<JobDto>): Partial<Job> {
  const { postedAt, deadline, ...rest } = input;
  return {
    ...(defined(withStoredFil(rest)) as Partial<Job>),
    ...(postedAt !== undefined ? { postedAt: new Date(postedAt) } : {}),
    ...(deadline !== undefined ? { deadline: deadline === null ? null : new Date(deadline) } : {}),
  };
}

function checkJob(job: Partial<Job>): void {
  const errors = new FieldErrors();
  if (salaryOutOfOrder(job.salaryMin, job.salaryMax)) {
    errors.add('salaryMax', SALARY_ORDER);
  }
  if (job.deadline && job.postedAt && job.deadline.getTime() <= job.postedAt.getTime()) {
    errors.add('deadline', 'Deadline must be after the posted date.');
  }
  errors.throwIfAny();
}
