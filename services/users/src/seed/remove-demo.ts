import type { EntityManager } from '@mikro-orm/core';
import { type AppConfig, inTransaction } from '@lakbay/platform';
import { normaliseEmail } from '../auth/auth.service';
import { User } from '../entities/user.entity';
import { eraseAccount } from '../privacy/privacy.service';
import { DEMO_KADET, DEMO_KOACH, DEMO_NEW_KADET } from './demo-accounts';
import { DEMO_COACHES } from './demo-coaches';

/** The domain of every demo address: an admin address outside it is the operator's own. */
export const DEMO_DOMAIN = '@demo.lakbay.ph';

/** The addresses the demo seed gives its accounts: the admin (when it is a demo address), Kadets, the demo Koach and the nine demo coaches. */
export function demoAccountEmails(config: Pick<AppConfig, 'seed'>): string[] {
  const admin = normaliseEmail(config.seed.adminEmail);
  return [
    ...(admin.endsWith(DEMO_DOMAIN) ? [admin] : []),
    ...[DEMO_KADET, DEMO_NEW_KADET, DEMO_KOACH, ...DEMO_COACHES].map((a) => normaliseEmail(a.email)),
  ];
}

/**
 * `npm run demo:remove`: deletes every demo account still there the way a person's own deletion
 * does (eraseAccount: the account cleared, its sessions ended, and the outbox job that has every
 * service erase its part, which cancels their bookings and tells the other side, withdraws their
 * applications, ...), one transaction per account. The goodbye e-mail is left out: nobody reads a
 * demo address. The users service's outbox relay runs the jobs: at once on a running distributed
 * platform, at the next start in standalone (which must be stopped meanwhile: PGlite is one
 * process's). The seed never makes them again at start (seedOnce); `db.js seed` would. Returns what
 * to print.
 */
export async function removeDemoAccounts(em: EntityManager, config: Pick<AppConfig, 'seed'>): Promise<string> {
  const removed: string[] = [];
  for (const email of demoAccountEmails(config)) {
    const gone = await inTransaction(em, async (tx) => {
      const user = await tx.findOne(User, { email, deletedAt: null });
      if (!user) {
        return false;
      }
      await eraseAccount(tx, user, { goodbyeMail: false });
      return true;
    });
    if (gone) {
      removed.push(email);
    }
  }
  return removed.length === 0
    ? 'No demo accounts left: nothing to remove.'
    : `Removed ${removed.length} demo accounts (${removed.join(', ')}); each service erases their data (upcoming sessions cancelled, the other side told) once the platform runs.`;
}
