import { Job } from '../entities/job.entity';
import { isExpired, toAdminJob, toJob } from './job.mapper';
import { SAMPLE_JOB } from '../testing/sample-job';

const NOW = new Date('2026-11-23T12:00:00.000Z');

function aJob(overrides: Partial<Job> = {}): Job {
  return Object.assign(new Job(), {
    ...SAMPLE_JOB,
    postedAt: new Date('2026-11-01T00:00:00.000Z'),
    ...overrides,
  });
}

describe('job mapper', () => {
  describe(isExpired.name, () => {
    it('expires a job at the instant of its deadline, not a millisecond before', () => {
      expect(isExpired({ deadline: NOW }, NOW)).toBe(true);
      expect(isExpired({ deadline: new Date(NOW.getTime() + 1) }, NOW)).toBe(false);
      expect(isExpired({ deadline: new Date(NOW.getTime() - 1) }, NOW)).toBe(true);
    });

    it('never expires a job without a deadline', () => {
      expect(isExpired({ deadline: null }, NOW)).toBe(false);
      expect(isExpired({ deadline: undefined }, NOW)).toBe(false);
    });
  });

  describe(toJob.name, () => {
    it('reports an absent salary end as null, not undefined', () => {
      const reply = toJob(aJob({ salaryMin: 20_000, salaryMax: undefined }), NOW);
      expect(reply).toMatchObject({ salaryMin: 20_000, salaryMax: null });
      expect(toJob(aJob({ salaryMin: undefined, salaryMax: undefined }), NOW)).toMatchObject({ salaryMin: null, salaryMax: null });
    });

    it('sends dates as ISO strings and marks the job expired against the given time', () => {
      const deadline = new Date('2026-11-30T00:00:00.000Z');
      expect(toJob(aJob({ deadline }), NOW)).toMatchObject({
        postedAt: '2026-11-01T00:00:00.000Z',
        deadline: '2026-11-30T00:00:00.000Z',
        expired: false,
      });
      expect(toJob(aJob({ deadline }), deadline).expired).toBe(true);
      expect(toJob(aJob({ deadline: null }), NOW)).toMatchObject({ deadline: null, expired: false });
    });
  });

  describe(toAdminJob.name, () => {
    it('answers the Filipino version of the description to a Filipino reader, and the admin both', () => {
      const job = aJob({ fil: { description: 'Linisin at i-chart ang sales data.' } });
      expect(toJob(job, NOW, 'fil')).toMatchObject({ description: 'Linisin at i-chart ang sales data.', language: 'fil', fallback: false });
      expect(toJob(job, NOW, 'en')).toMatchObject({ description: job.description, language: 'en', fallback: false });
      expect(toAdminJob(job, NOW)).toMatchObject({
        description: job.description,
        fil: { description: 'Linisin at i-chart ang sales data.' },
      });
    });

    it('adds publication and bookkeeping dates to the public shape', () => {
      const job = aJob({
        published: true,
        createdAt: new Date('2026-10-01T00:00:00.000Z'),
        updatedAt: new Date('2026-10-02T00:00:00.000Z'),
      });
      expect(toAdminJob(job, NOW)).toEqual({
        ...toJob(job, NOW),
        fil: null,
        published: true,
        createdAt: '2026-10-01T00:00:00.000Z',
        updatedAt: '2026-10-02T00:00:00.000Z',
      });
    });
  });
});
