import type { EntityManager } from '@mikro-orm/core';
import { type AppConfig, inTransaction } from '@lakbay/platform';
import { Logger } from '@nestjs/common';
import { normaliseEmail } from '../auth/auth.service';
import { hashPassword } from '../auth/password-hasher';
import { recordCoachChange } from '../coaches/coach-feed';
import { CoachAllowlistEntry } from '../entities/coach-allowlist.entity';
import { CoachProfile } from '../entities/coach-profile.entity';
import { User } from '../entities/user.entity';

/** Demo accounts, clearly marked as such. Documented in README.md; change them outside a laptop. */
const DEFAULT_ADMIN_PASSWORD = 'lakbay-admin-demo';
export const DEMO_KADET = { email: 'kadet@demo.lakbay.ph', password: 'lakbay-kadet-demo', username: 'demo_kadet' };
export const DEMO_KOACH = { email: 'koach@demo.lakbay.ph', password: 'lakbay-koach-demo', username: 'demo_koach' };
/** A Kadet who has not chosen a username yet: logging in shows the onboarding redirect. */
export const DEMO_NEW_KADET = { email: 'new@demo.lakbay.ph', password: 'lakbay-new-demo', username: null };

/** The demo Koach's complete profile, so the coach page and search have something to show. */
export const DEMO_KOACH_PROFILE = {
  displayName: 'Demo Koach',
  slug: 'demo-koach',
  headline: 'Product Manager at Halimbawa Tech (demo account)',
  expertise: ['business', 'operations', 'data'] as CoachProfile['expertise'],
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
 * Creates each demo account whose e-mail is not taken yet, the demo Koach's profile and its
 * allowlist entry when missing; safe to run any number of times.
 */
export async function seedDemoAccounts(em: EntityManager, config: AppConfig): Promise<void> {
  const logger = new Logger('Seed');
  const accounts: DemoAccount[] = [
    {
      email: config.seed.adminEmail,
      password: config.seed.adminPassword,
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
  for (const account of accounts) {
    const email = normaliseEmail(account.email);
    if (await em.count(User, { email })) {
      continue;
    }
    const onboarded = account.username !== null;
    em.create(User, {
      email,
      passwordHash: await hashPassword(account.password),
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
    const shown = account.isAdmin && account.password !== DEFAULT_ADMIN_PASSWORD ? '(password from ADMIN_PASSWORD)' : account.password;
    logger.log(`demo account ${email} / ${shown}${account.isAdmin ? ' (admin)' : ''}${onboarded ? '' : ' (onboarding not done)'}`);
  }
  await seedDemoKoach(em);
}

async function seedDemoKoach(em: EntityManager): Promise<void> {
  const email = normaliseEmail(DEMO_KOACH.email);
  if (!(await em.findOne(CoachAllowlistEntry, { email }))) {
    em.create(CoachAllowlistEntry, { email });
    await em.flush();
  }
  const koach = await em.findOne(User, { email });
  if (!koach?.isCoach || (await em.findOne(CoachProfile, { userId: koach.id }))) {
    return;
  }
  const slugTaken = await em.count(CoachProfile, { slug: DEMO_KOACH_PROFILE.slug });
  await inTransaction(em, async (tx) => {
    const user = await tx.findOneOrFail(User, { id: koach.id });
    const profile = tx.create(CoachProfile, {
      userId: koach.id,
      ...DEMO_KOACH_PROFILE,
      slug: slugTaken ? `${DEMO_KOACH_PROFILE.slug}-${koach.id.slice(0, 8)}` : DEMO_KOACH_PROFILE.slug,
    });
    await tx.flush();
    await recordCoachChange(tx, user, profile);
  });
}
