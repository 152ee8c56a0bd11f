import { OutboxEntry, type ServiceDefinition } from '@lakbay/platform';
import { createOrPromoteAdmin } from './admin/first-admin';
import { AuditLog } from './entities/audit-log.entity';
import { CoachAllowlistEntry } from './entities/coach-allowlist.entity';
import { CoachProfile } from './entities/coach-profile.entity';
import { DataExport } from './entities/data-export.entity';
import { OneTimeToken } from './entities/one-time-token.entity';
import { Session } from './entities/session.entity';
import { SignupRequest } from './entities/signup-request.entity';
import { User } from './entities/user.entity';
import { usersMigrations } from './migrations';
import { seedDemoAccounts } from './seed/demo-accounts';
import { removeDemoAccounts } from './seed/remove-demo';
import { UsersModule } from './users.module';

export const usersService: ServiceDefinition = {
  name: 'users',
  module: UsersModule,
  database: {
    schema: 'users',
    entities: [User, Session, CoachProfile, CoachAllowlistEntry, OneTimeToken, SignupRequest, AuditLog, DataExport, OutboxEntry],
    migrations: usersMigrations,
  },
  seed: seedDemoAccounts,
  createAdmin: createOrPromoteAdmin,
  removeDemo: removeDemoAccounts,
};
