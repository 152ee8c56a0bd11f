import type { AdminJob, AdminListQuery, Cached, DeletedReply, Job as JobReply, Page } from '@lakbay/contracts';
import { EntityManager, type FilterQuery, type RequiredEntityData } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { JobDto, JobListQueryDto, UpdateJobDto } from '@lakbay/contracts/content.dto';
import { ContentWriter } from '../changes/content-writer';
import { cachedRead } from '../common/cached';
import { defined } from '../common/defined';
import { FieldErrors, notFound } from '../common/errors';
import { containsPattern, paging, toPage, wordsFilter } from '../common/paging';
import { Job } from '../entities/job.entity';
import { isExpired, toAdminJob, toJob } from './job.mapper';

@Injectable()
export class JobsService {
  constructor(
    private readonly em: EntityManager,
    private readonly writer: ContentWriter,
  ) {}

  /** Published jobs whose deadline has not passed, newest first. */
  list(query: JobListQueryDto, ifNoneMatch?: string): Promise<Cached<Page<JobReply>>> {
    const page = paging(query);
    const now = new Date();
    return cachedRead(this.em, {
      kinds: ['job'],
      key: [
        'jobs.list',
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
          jobs.map((j) => toJob(j, now)),
          total,
          page,
        );
      },
    });
  }

  /** A published job by id, expired ones too (marked expired), for links shared earlier. */
  async detail(id: string, ifNoneMatch?: string): Promise<Cached<JobReply>> {
    const now = new Date();
    return cachedRead(this.em, {
      kinds: ['job'],
      key: ['jobs.get', id],
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
        return toJob(job, now);
      },
    });
  }

  async adminList(query: AdminListQuery): Promise<Page<AdminJob>> {
    const page = paging(query);
    const where: FilterQuery<Job> = {
      ...(query.published !== undefined ? { published: query.published } : {}),
      ...(query.category ? { category: query.category } : {}),
    };
    const words = wordsFilter(query.q, ['title', 'company', 'location']);
    const [jobs, total] = await this.em.findAndCount(Job, words ? { $and: [where, words] } : where, {
      orderBy: { postedAt: 'desc', id: 'asc' },
      limit: page.pageSize,
      offset: page.offset,
    });
    return toPage(
      jobs.map((j) => toAdminJob(j)),
      total,
      page,
    );
  }

  async adminGet(id: string): Promise<AdminJob> {
    return toAdminJob(await this.load(this.em, id));
  }

  create(input: JobDto): Promise<AdminJob> {
    const values = jobValues(input);
    checkJob({ salaryMin: null, salaryMax: null, deadline: null, postedAt: new Date(), ...values });
    return this.writer.write(async (tx, writes) => {
      const job = tx.create(Job, values as RequiredEntityData<Job>);
      await tx.flush();
      writes.touch('job');
      return toAdminJob(job);
    });
  }

  update(id: string, changes: UpdateJobDto): Promise<AdminJob> {
    return this.writer.write(async (tx, writes) => {
      const job = await this.load(tx, id);
      const values = jobValues(changes);
      checkJob({
        salaryMin: values.salaryMin !== undefined ? values.salaryMin : job.salaryMin,
        salaryMax: values.salaryMax !== undefined ? values.salaryMax : job.salaryMax,
        postedAt: values.postedAt ?? job.postedAt,
        deadline: values.deadline !== undefined ? values.deadline : job.deadline,
      });
      tx.assign(job, values);
      await tx.flush();
      writes.touch('job');
      return toAdminJob(job);
    });
  }

  delete(id: string): Promise<DeletedReply> {
    return this.writer.write(async (tx, writes) => {
      tx.remove(await this.load(tx, id));
      await tx.flush();
      writes.touch('job');
      return { id, deleted: true as const };
    });
  }

  private async load(em: EntityManager, id: string): Promise<Job> {
    const job = await em.findOne(Job, { id });
    if (!job) {
      throw notFound('job');
    }
    return job;
  }
}

/** The entity's values from a payload: dates parsed, absent fields left out. */
function jobValues(input: Partial<JobDto>): Partial<Job> {
  const { postedAt, deadline, ...rest } = input;
  return {
    ...(defined(rest) as Partial<Job>),
    ...(postedAt !== undefined ? { postedAt: new Date(postedAt) } : {}),
    ...(deadline !== undefined ? { deadline: deadline === null ? null : new Date(deadline) } : {}),
  };
}

function checkJob(job: Partial<Job>): void {
  const errors = new FieldErrors();
  if (typeof job.salaryMin === 'number' && typeof job.salaryMax === 'number' && job.salaryMin > job.salaryMax) {
    errors.add('salaryMax', 'Highest salary must not be below the lowest.');
  }
  if (job.deadline && job.postedAt && job.deadline.getTime() <= job.postedAt.getTime()) {
    errors.add('deadline', 'Deadline must be after the posted date.');
  }
  errors.throwIfAny();
}
