import { CAREER_CATEGORY_KEYS, isTimeZoneName } from '@lakbay/contracts';
import { type AppConfig, memoryOrm, readChanges } from '@lakbay/platform';
import type { MikroORM } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { CoachDirectoryService } from '../coaches/coach-directory.service';
import { COACH_CHANGES } from '../coaches/coach-feed';
import { CoachAllowlistEntry } from '../entities/coach-allowlist.entity';
import { User } from '../entities/user.entity';
import { usersService } from '../definition';
import { DEMO_KOACH, DEMO_KOACH_PROFILE, seedDemoAccounts } from './demo-accounts';
import { DEMO_COACHES } from './demo-coaches';

const config = {
  http: { publicUrl: 'https://lakbay.test' },
  seed: { demoData: true, adminEmail: 'admin@demo.lakbay.ph', adminPassword: 'lakbay-admin-demo' },
} as AppConfig;
const profiles = [DEMO_KOACH_PROFILE, ...DEMO_COACHES.map((c) => c.profile)];

describe('DEMO_COACHES', () => {
  it('are nine fictional coaches beside the demo Koach, with unique e-mails, usernames and slugs', () => {
    expect(DEMO_COACHES).toHaveLength(9);
    const emails = [DEMO_KOACH.email, ...DEMO_COACHES.map((c) => c.email)];
    expect(new Set(emails).size).toBe(10);
    expect(new Set(DEMO_COACHES.map((c) => c.username)).size).toBe(9);
    expect(new Set(profiles.map((p) => p.slug)).size).toBe(10);
    for (const coach of DEMO_COACHES) {
      expect(coach.email).toMatch(/^[a-z.]+@demo\.lakbay\.ph$/);
      expect(coach.username).toMatch(/^[a-z0-9._]{3,30}$/);
      expect(coach.profile.displayName).toBe(`${coach.firstName} ${coach.lastName}`);
    }
  });

  it('cover every career category between them', () => {
    const covered = new Set(profiles.flatMap((p) => p.expertise));
    expect([...CAREER_CATEGORY_KEYS].filter((key) => !covered.has(key))).toEqual([]);
  });

  it('are marked as demo accounts, with complete profiles, demo meeting rooms and real time zones', () => {
    for (const profile of profiles) {
      expect(profile.headline).toMatch(/ \(demo account\)$/);
      expect(profile.bio).toMatch(/I can help with: .+\.$/);
      expect(profile.languages).toContain('English');
      expect(isTimeZoneName(profile.timeZone)).toBe(true);
    }
    for (const { profile } of DEMO_COACHES) {
      expect(profile.meetingLink).toBe(`https://meet.jit.si/lakbay-demo-${profile.slug}`);
    }
    expect(
      profiles
        .filter((p) => p.timeZone !== 'Asia/Manila')
        .map((p) => p.timeZone)
        .sort(),
    ).toEqual(['America/Los_Angeles', 'Asia/Singapore']);
    expect(new Set(profiles.flatMap((p) => p.languages))).toEqual(new Set(['English', 'Filipino', 'Cebuano', 'Ilocano']));
  });
});

describe(seedDemoAccounts.name, () => {
  let orm: MikroORM;

  beforeAll(async () => {
    // The seed logs each account it creates; the test checks the database instead.
    Logger.overrideLogger(false);
    orm = await memoryOrm(usersService);
  }, 60000);

  afterAll(async () => {
    await orm.close();
  });

  it('seeds ten visible coaches, allowlisted and in the change log, and creates nothing more when run again', async () => {
    await seedDemoAccounts(orm.em.fork(), config);
    await seedDemoAccounts(orm.em.fork(), config);
    const em = orm.em.fork();
    const directory = await new CoachDirectoryService(em, config).directory({});
    expect(directory).toHaveLength(10);
    expect(directory.map((c) => c.slug).sort()).toEqual(profiles.map((p) => p.slug).sort());
    expect(directory.find((c) => c.slug === 'demo-koach')).toMatchObject({ email: DEMO_KOACH.email, displayName: 'Demo Koach' });
    expect(directory.find((c) => c.slug === 'carlo-bautista')).toMatchObject({
      timeZone: 'America/Los_Angeles',
      meetingLink: 'https://meet.jit.si/lakbay-demo-carlo-bautista',
    });
    const coachEmails = directory.map((c) => c.email);
    expect(await em.count(CoachAllowlistEntry, { email: { $in: coachEmails } })).toBe(10);
    const feed = await readChanges(em, COACH_CHANGES, { after: 0, limit: 100 });
    expect(feed.changes.filter((c) => c.type === 'COACH' && c.action === 'upserted')).toHaveLength(10);
    expect(await em.count(User, { isCoach: true, isActive: true })).toBe(10);
    const koach = await em.findOneOrFail(User, { email: DEMO_KOACH.email });
    expect(koach.username).toBe(DEMO_KOACH.username);
    // Thirteen scrypt hashes on the first run.
  }, 60000);
});
