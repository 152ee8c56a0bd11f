import type { EntityManager } from '@mikro-orm/core';
import { type AppConfig } from '@lakbay/platform';
import { Logger } from '@nestjs/common';
import { normaliseEmail } from '../auth/auth.service';
import { hashPassword } from '../auth/password-hasher';
import { User } from '../entities/user.entity';

/** Demo accounts, clearly marked as such. Documented in README.md; change them outside a laptop. */
const DEFAULT_ADMIN_PASSWORD = 'lakbay-admin-demo';
export const DEMO_KADET = { email: 'kadet@demo.lakbay.ph', password: 'lakbay-kadet-demo', username: 'demo_kadet' };
export const DEMO_KOACH = { email: 'koach@demo.lakbay.ph', password: 'lakbay-koach-demo', username: 'demo_koach' };

/** Creates each demo account whose e-mail is not taken yet; safe to run any number of times. */
export async function seedDemoAccounts(em: EntityManager, config: AppConfig): Promise<void> {
  const logger = new Logger('Seed');
  const accounts = [
    { email: config.seed.adminEmail, password: config.seed.adminPassword, username: 'demo_admin', isAdmin: true, isCoach: false },
    { ...DEMO_KADET, isAdmin: false, isCoach: false },
    { ...DEMO_KOACH, isAdmin: false, isCoach: true },
  ];
  for (const account of accounts) {
    const email = normaliseEmail(account.email);
    if (await em.count(User, { email })) {
      continue;
    }
    em.create(User, {
      email,
      passwordHash: await hashPassword(account.password),
      username: account.username,
      isAdmin: account.isAdmin,
      isCoach: account.isCoach,
      isActive: true,
    });
    await em.flush();
    // A password chosen by the operator (ADMIN_PASSWORD) is never printed; documented demo ones are.
    const shown = account.isAdmin && account.password !== DEFAULT_ADMIN_PASSWORD ? '(password from ADMIN_PASSWORD)' : account.password;
    logger.log(`demo account ${email} / ${shown}${account.isAdmin ? ' (admin)' : ''}`);
  }
}
