import { memoryOrm, OutboxEntry } from '@lakbay/platform';
import type { MikroORM } from '@mikro-orm/core';
import { AuditLog } from '../entities/audit-log.entity';
import { ChangeLog } from '../entities/change-log.entity';
import { CoachAllowlistEntry } from '../entities/coach-allowlist.entity';
import { CoachProfile } from '../entities/coach-profile.entity';
import { OneTimeToken } from '../entities/one-time-token.entity';
import { Session } from '../entities/session.entity';
import { SignupRequest } from '../entities/signup-request.entity';
import { User } from '../entities/user.entity';
import { usersMigrations } from '../migrations';

/** The users schema, migrated, on a private in-memory PGlite: for specs of code that queries. */
export const usersMemoryOrm = (): Promise<MikroORM> =>
  memoryOrm({
    schema: 'users',
    entities: [User, Session, CoachProfile, CoachAllowlistEntry, OneTimeToken, SignupRequest, AuditLog, ChangeLog, OutboxEntry],
    migrations: usersMigrations,
  });
