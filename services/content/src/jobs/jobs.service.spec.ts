import type { JobDto } from '@lakbay/contracts/content.dto';
import { type Broadcasts, ServiceError, memoryOrm } from '@lakbay/platform';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { ClientProxy } from '@nestjs/microservices';
import { ContentEvents } from '../changes/content-events';
import { Job } from '../entities/job.entity';
import { JobsService } from './jobs.service';
import { contentService } from '../definition';
import { SPEC_ADMIN, asAdmin } from '../testing/as-admin';
import { testWriter } from '../testing/test-writer';
import { SAMPLE_JOB } from '../testing/sample-job';

const HOUR = 3_600_000;
const SALARY_ORDER = 'Highest salary must not be below the lowest.';
const DEADLINE_ORDER = 'Deadline must be after the posted date.';

function job(overrides: Partial<JobDto> = {}): JobDto {
  return {
    ...SAMPLE_JOB,
    published: true,
    ...overrides,
  };
}

/** The field errors of a refused write, or fails the test when the write went through. */
// create() checks before it starts its transaction and throws synchronously, so the write is a thunk.
async function refusal(write: () => Promise<unknown>): Promise<Record<string, string[]>> {
  const err: unknown = await Promise.resolve()
    .then(write)
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  if (!(err instanceof ServiceError)) {
    throw new Error(`expected a validation error, got ${String(err)}`);
  }
  expect(err.status).toBe(400);
  return Object.fromEntries((err.details ?? []).map((d) => [d.property, d.constraints]));
}

describe(JobsService.name, () => {
  let orm: MikroORM;
  let em: EntityManager;
  let jobs: JobsService;
  let unaudited: JobsService;

  beforeAll(async () => {
    orm = await memoryOrm(contentService);
  });

  afterAll(async () => {
    await orm.close();
  });

  beforeEach(async () => {
    await orm.em.fork().nativeDelete(Job, {});
    em = orm.em.fork();
    // Job writes add no change-feed entries, so no content.changed nudge is ever emitted (only the
    // content.invalidated broadcast).
    const events = new ContentEvents(
      {
        emit: () => {
          throw new Error('no event expected');
        },
      } as unknown as ClientProxy,
      { publish: () => Promise.resolve() } as unknown as Broadcasts,
    );
    unaudited = new JobsService(em, testWriter(em, events));
    jobs = asAdmin(unaudited);
  });

  async function stored(): Promise<number> {
    return orm.em.fork().count(Job, {});
  }

  describe('create', () => {
    it('accepts a salary range whose ends are equal', async () => {
      const created = await jobs.create(job({ salaryMin: 25_000, salaryMax: 25_000 }));
      expect(created).toMatchObject({ salaryMin: 25_000, salaryMax: 25_000 });
    });

    it('refuses a highest salary below the lowest, on salaryMax, and stores nothing', async () => {
      expect(await refusal(() => jobs.create(job({ salaryMin: 25_000, salaryMax: 24_999 })))).toEqual({ salaryMax: [SALARY_ORDER] });
      expect(await stored()).toBe(0);
    });

    it('accepts a range open at either end', async () => {
      await expect(jobs.create(job({ salaryMin: 30_000, salaryMax: null }))).resolves.toMatchObject({ salaryMin: 30_000, salaryMax: null });
      await expect(jobs.create(job({ salaryMax: 10_000 }))).resolves.toMatchObject({ salaryMin: null, salaryMax: 10_000 });
    });

    it('refuses a deadline equal to the posted date and accepts one a millisecond later', async () => {
      const postedAt = '2026-11-01T08:00:00.000Z';
      expect(await refusal(() => jobs.create(job({ postedAt, deadline: postedAt })))).toEqual({ deadline: [DEADLINE_ORDER] });
      const created = await jobs.create(job({ postedAt, deadline: '2026-11-01T08:00:00.001Z' }));
      expect(created.deadline).toBe('2026-11-01T08:00:00.001Z');
    });

    it('refuses a deadline before the posted date', async () => {
      const refused = await refusal(() => jobs.create(job({ postedAt: '2026-11-02T00:00:00.000Z', deadline: '2026-11-01T00:00:00.000Z' })));
      expect(refused).toEqual({ deadline: [DEADLINE_ORDER] });
    });

    it('checks the deadline against now when no posted date is given', async () => {
      const past = new Date(Date.now() - HOUR).toISOString();
      expect(await refusal(() => jobs.create(job({ deadline: past })))).toEqual({ deadline: [DEADLINE_ORDER] });
      await expect(jobs.create(job({ deadline: new Date(Date.now() + HOUR).toISOString() }))).resolves.toBeDefined();
    });

    it('names both fields when both rules are broken', async () => {
      const refused = await refusal(() =>
        jobs.create(job({ salaryMin: 2, salaryMax: 1, postedAt: '2026-11-01T00:00:00.000Z', deadline: '2026-10-01T00:00:00.000Z' })),
      );
      expect(refused).toEqual({ salaryMax: [SALARY_ORDER], deadline: [DEADLINE_ORDER] });
    });
  });

  describe('update', () => {
    it('checks a changed end of the salary range against the stored other end', async () => {
      const { id } = await jobs.create(job({ salaryMin: 20_000, salaryMax: 30_000 }));
      expect(await refusal(() => jobs.update(id, { salaryMax: 19_999 }))).toEqual({ salaryMax: [SALARY_ORDER] });
      expect(await refusal(() => jobs.update(id, { salaryMin: 30_001 }))).toEqual({ salaryMax: [SALARY_ORDER] });
      await expect(jobs.update(id, { salaryMin: 30_000 })).resolves.toMatchObject({ salaryMin: 30_000, salaryMax: 30_000 });
      expect(await orm.em.fork().findOneOrFail(Job, { id })).toMatchObject({ salaryMin: 30_000, salaryMax: 30_000 });
    });

    it('lets a cleared end of the range lift the check', async () => {
      const { id } = await jobs.create(job({ salaryMin: 20_000, salaryMax: 30_000 }));
      await expect(jobs.update(id, { salaryMax: null, salaryMin: 40_000 })).resolves.toMatchObject({ salaryMin: 40_000, salaryMax: null });
    });

    it('checks a moved posted date against the stored deadline, and the reverse', async () => {
      const { id } = await jobs.create(job({ postedAt: '2026-11-01T00:00:00.000Z', deadline: '2026-11-30T00:00:00.000Z' }));
      expect(await refusal(() => jobs.update(id, { postedAt: '2026-11-30T00:00:00.000Z' }))).toEqual({ deadline: [DEADLINE_ORDER] });
      expect(await refusal(() => jobs.update(id, { deadline: '2026-11-01T00:00:00.000Z' }))).toEqual({ deadline: [DEADLINE_ORDER] });
      await expect(jobs.update(id, { deadline: null })).resolves.toMatchObject({ deadline: null });
      await expect(jobs.update(id, { postedAt: '2026-12-01T00:00:00.000Z' })).resolves.toMatchObject({
        postedAt: '2026-12-01T00:00:00.000Z',
      });
    });
  });

  describe('list', () => {
    it('shows open jobs and jobs without a deadline, and hides expired ones', async () => {
      const postedAt = new Date(Date.now() - 48 * HOUR).toISOString();
      await jobs.create(job({ title: 'Open role', postedAt, deadline: new Date(Date.now() + HOUR).toISOString() }));
      await jobs.create(job({ title: 'Rolling role', postedAt }));
      // Created open, then expired: create refuses a deadline already past only relative to postedAt.
      await jobs.create(job({ title: 'Closed role', postedAt, deadline: new Date(Date.now() - HOUR).toISOString() }));
      await jobs.create(job({ title: 'Draft role', postedAt, published: false }));

      const { body } = await jobs.list({});
      expect(body?.items.map((j) => j.title).sort()).toEqual(['Open role', 'Rolling role']);
      expect(body?.items.every((j) => !j.expired)).toBe(true);
    });
  });

  describe('detail', () => {
    it('still answers an expired job, marked expired', async () => {
      const { id } = await jobs.create(
        job({ postedAt: new Date(Date.now() - 48 * HOUR).toISOString(), deadline: new Date(Date.now() - HOUR).toISOString() }),
      );
      const { body } = await jobs.detail(id);
      expect(body).toMatchObject({ id, expired: true });
    });
  });

  describe('audit trail', () => {
    const trail = (id: string) =>
      orm.em
        .fork()
        .getConnection()
        .execute('select "actor_id", "real_admin_id", "kind", "op" from "content"."audit_log" where "record_id" = ? order by "id"', [id]);

    it('records each admin create, update and delete under the admin of the call', async () => {
      const created = await jobs.create(job());
      await jobs.update(created.id, { title: 'Senior Data Analyst' });
      await jobs.delete(created.id);
      const by = { actor_id: SPEC_ADMIN.userId, real_admin_id: null, kind: 'job' };
      expect(await trail(created.id)).toEqual([
        { ...by, op: 'create' },
        { ...by, op: 'update' },
        { ...by, op: 'delete' },
      ]);
    });

    it('refuses an admin write outside a call with a verified admin, and keeps nothing of it', async () => {
      await expect(unaudited.create(job())).rejects.toMatchObject({ status: 403 });
      expect(await stored()).toBe(0);
    });
  });
});
