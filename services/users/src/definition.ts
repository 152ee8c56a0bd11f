import type { ServiceDefinition } from '@lakbay/platform';
import { Session } from './entities/session.entity';
import { User } from './entities/user.entity';
import { usersMigrations } from './migrations';
import { seedDemoAccounts } from './seed/demo-accounts';
import { UsersModule } from './users.module';

export const usersService: ServiceDefinition = {
  name: 'users',
  module: UsersModule,
  database: { schema: 'users', entities: [User, Session], migrations: usersMigrations },
  seed: seedDemoAccounts,
};
