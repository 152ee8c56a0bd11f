import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type AppConfig, DEMO_ADMIN_PASSWORD, inTransaction } from '@lakbay/platform';
import { Logger } from '@nestjs/common';
import { normaliseEmail } from '../auth/auth.service';
import { hashParams, hashPassword } from '../auth/password-hasher';
import { recordCoachChange } from '../coaches/coach-feed';
import { CoachAllowlistEntry } from '../entities/coach-allowlist.entity';
import { CoachProfile } from '../entities/coach-profile.entity';
import { User } from '../entities/user.entity';
import { DEMO_COACHES, type DemoCoachProfile } from './demo-coaches';

/** Demo accounts, clearly marked as such. Documented in README.md; never seeded by the deployments. */
export const DEMO_KADET = { email: 'kadet@demo.lakbay.ph', password: 'lakbay-kadet-demo', username: 'demo_kadet' };
export const DEMO_KOACH = { email: 'koach@demo.lakbay.ph', password: 'lakbay-koach-demo', username: 'demo_koach' };
/** A Kadet who has not chosen a username yet: logging in shows the onboarding redirect. */
export const DEMO_NEW_KADET = { email: 'new@demo.lakbay.ph', password: 'lakbay-new-demo', username: null };

/** The demo Koach's complete profile, so the coach page and search have something to show. */
export const DEMO_KOACH_PROFILE: DemoCoachProfile = {
  displayName: 'Demo Koach',
  slug: 'demo-koach',
  headline: 'Product Manager at Halimbawa Tech (demo account)',
  expertise: ['business', 'operations', 'data'],
  yearsOfExperience: 8,
  bio: 'I moved from customer support into product management at a Manila start-up, and I have hired and mentored fresh graduates since. I can help with: choosing your first role, reviewing your resume, and practising interviews.',
  languages: ['English', 'Filipino'],
  linkedinUrl: null,
  meetingLink: 'https://meet.jit.si/lakbay-demo-koach',
  timeZone: 'Asia/Manila',
};

interface DemoAccount {
  email: string;
  password: string;
  username: string | null;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  isCoach: boolean;
}

/**
 * Creates each demo account whose e-mail is not taken yet, the demo coaches (the demo Koach and
 * DEMO_COACHES), their profiles and allowlist entries when missing; safe to run any number of times.
 */
export async function seedDemoAccounts(em: EntityManager, config: AppConfig): Promise<void> {
  const logger = new Logger('Seed');
  const adminPassword = config.seed.adminPassword;
  if (!adminPassword) {
    throw new Error('ADMIN_PASSWORD is not set: the demo seed needs it in distributed mode.');
  }
  const accounts: DemoAccount[] = [
    {
      email: config.seed.adminEmail,
      password: adminPassword,
      username: 'demo_admin',
      firstName: 'Demo',
      lastName: 'Admin',
      isAdmin: true,
      isCoach: false,
    },
    { ...DEMO_KADET, firstName: 'Demo', lastName: 'Kadet', isAdmin: false, isCoach: false },
    { ...DEMO_KOACH, firstName: 'Demo', lastName: 'Koach', isAdmin: false, isCoach: true },
    { ...DEMO_NEW_KADET, firstName: '', lastName: '', isAdmin: false, isCoach: false },
  ];
  const params = hashParams(config);
  for (const account of accounts) {
    const email = normaliseEmail(account.email);
    if (await em.count(User, { email })) {
      continue;
    }
    const onboarded = account.username !== null;
    em.create(User, {
      email,
      passwordHash: await hashPassword(account.password, params),
      username: account.username,
      firstName: account.firstName || null,
      lastName: account.lastName || null,
      isAdmin: account.isAdmin,
      isCoach: account.isCoach,
      isActive: true,
      emailVerified: true,
      onboardingStep: onboarded ? null : 2,
      dataPrivacyConsentAt: onboarded ? new Date() : null,
      careerInterests: account.isCoach || account.isAdmin || !onboarded ? [] : ['design', 'data'],
    });
    await em.flush();
    // A password chosen by the operator (ADMIN_PASSWORD) is never printed; documented demo ones are.
    const shown = account.isAdmin && account.password !== DEMO_ADMIN_PASSWORD ? '(password from ADMIN_PASSWORD)' : account.password;
    logger.log(`demo account ${email} / ${shown}${account.isAdmin ? ' (admin)' : ''}${onboarded ? '' : ' (onboarding not done)'}`);
  }
  await seedCoachProfile(em, DEMO_KOACH.email, DEMO_KOACH_PROFILE);
  await seedDemoCoaches(em, logger, config);
}

/** The demo coaches who do not log in: each on the allowlist, active, with a random password. */
async function seedDemoCoaches(em: EntityManager, logger: Logger, config: AppConfig): Promise<void> {
  const params = hashParams(config);
  for (const coach of DEMO_COACHES) {
    const email = normaliseEmail(coach.email);
    if (await em.count(User, { email })) {
      continue;
    }
    em.create(User, {
      email,
      // Nobody knows it: these accounts are for browsing and booking, not for logging in.
      passwordHash: await hashPassword(randomBytes(32).toString('base64url'), params),
      username: coach.username,
      firstName: coach.firstName,
      lastName: coach.lastName,
      isCoach: true,
      isActive: true,
      emailVerified: true,
      onboardingStep: null,
      dataPrivacyConsentAt: new Date(),
    });
    await em.flush();
    logger.log(`demo coach ${email} (no log-in)`);
  }
  for (const coach of DEMO_COACHES) {
    await seedCoachProfile(em, coach.email, coach.profile);
  }
}

/**
 * Puts a demo coach's e-mail on the allowlist and gives the coach its profile, each when missing,
 * recording the profile in the change log so search finds the coach.
 */
async function seedCoachProfile(em: EntityManager, address: string, profile: DemoCoachProfile): Promise<void> {
  const email = normaliseEmail(address);
  if (!(await em.findOne(CoachAllowlistEntry, { email }))) {
    em.create(CoachAllowlistEntry, { email });
    await em.flush();
  }
  const coach = await em.findOne(User, { email });
  if (!coach?.isCoach || (await em.findOne(CoachProfile, { userId: coach.id }))) {
    return;
  }
  const slugTaken = await em.count(CoachProfile, { slug: profile.slug });
  await inTransaction(em, async (tx) => {
    const user = await tx.findOneOrFail(User, { id: coach.id });
    // The zone is the account's (one zone per person).
    const { timeZone, ...coachFields } = profile;
    user.timeZone = timeZone;
    const created = tx.create(CoachProfile, {
      userId: coach.id,
      ...coachFields,
      slug: slugTaken ? `${profile.slug}-${coach.id.slice(0, 8)}` : profile.slug,
    });
    await tx.flush();
    await recordCoachChange(tx, user, created);
  });
}
