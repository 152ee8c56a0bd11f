import { MikroORM } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import { OutboxEntry } from '@lakbay/platform';
import { AuditLog } from '../entities/audit-log.entity';
import { ChangeLog } from '../entities/change-log.entity';
import { CoachAllowlistEntry } from '../entities/coach-allowlist.entity';
import { CoachProfile } from '../entities/coach-profile.entity';
import { OneTimeToken } from '../entities/one-time-token.entity';
import { Session } from '../entities/session.entity';
import { User } from '../entities/user.entity';
import { usersMigrations } from '../migrations';

/** The users schema, migrated, on a private in-memory PGlite: for specs of code that queries. */
export async function usersMemoryOrm(): Promise<MikroORM> {
  const orm = await MikroORM.init({
    driver: PgliteDriver,
    dbName: 'memory://',
    entities: [User, Session, CoachProfile, CoachAllowlistEntry, OneTimeToken, AuditLog, ChangeLog, OutboxEntry],
    schema: 'users',
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList: usersMigrations, schema: 'users', transactional: true, snapshot: false, silent: true },
    allowGlobalContext: false,
    debug: false,
  });
  await orm.migrator.up();
  return orm;
}
