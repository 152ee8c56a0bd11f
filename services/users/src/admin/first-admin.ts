import { inTransaction } from '@lakbay/platform';
import type { EntityManager } from '@mikro-orm/core';
import { isEmail } from 'class-validator';
import { normaliseEmail } from '../auth/auth.service';
import { hashPassword } from '../auth/password-hasher';
import { passwordProblem } from '../auth/password-policy';
import { AuditLog } from '../entities/audit-log.entity';
import { User } from '../entities/user.entity';

export interface AdminRequest {
  email: string;
  /** Asked only when the account has to be created: an existing account keeps its password. */
  password: () => Promise<string>;
}

/**
 * `npm run admin:create -- --email <address>`: makes the account with that e-mail an admin, or
 * creates it as an admin (verified, active; onboarding asks for names and a username at the first
 * log-in). For the first admin of a deployment, which no admin can promote. Recorded in the audit
 * log under the account itself. Returns the line to print; throws with a sentence for people.
 */
export async function createOrPromoteAdmin(em: EntityManager, request: AdminRequest): Promise<string> {
  const email = normaliseEmail(request.email);
  if (!isEmail(email)) {
    throw new Error(`"${request.email}" is not an e-mail address.`);
  }
  const existing = await em.findOne(User, { email });
  if (existing?.isAdmin) {
    return `${email} is already an admin: nothing changed.`;
  }
  // Hashed before the transaction, which must not wait for it (one connection in standalone mode).
  let passwordHash: string | undefined;
  if (!existing) {
    const password = await request.password();
    const problem = passwordProblem(password);
    if (problem) {
      throw new Error(problem);
    }
    passwordHash = await hashPassword(password);
  }
  return inTransaction(em, async (tx) => {
    const user = await tx.findOne(User, { email });
    if (user) {
      user.isAdmin = true;
      tx.create(AuditLog, { actorId: user.id, action: 'admin.promotedFromCommandLine', details: { email } });
      await tx.flush();
      return `${email} is now an admin (its password is unchanged).`;
    }
    if (!passwordHash) {
      throw new Error(`${email} was deleted meanwhile: run the command again.`);
    }
    const created = tx.create(User, { email, passwordHash, isAdmin: true, isActive: true, emailVerified: true, onboardingStep: 2 });
    await tx.flush();
    tx.create(AuditLog, { actorId: created.id, action: 'admin.createdFromCommandLine', details: { email } });
    await tx.flush();
    return `${email} was created as an admin: log in with the password given.`;
  });
}
