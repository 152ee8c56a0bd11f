import { AccountsAndSessions } from './m20261121-001-accounts-and-sessions';
import { ProfilesAndAdmin } from './m20261121-002-profiles-and-admin';

/** Applied in order; a shipped name is never renamed (it is recorded in users.mikro_orm_migrations). */
export const usersMigrations = [
  { name: 'm20261121-001-accounts-and-sessions', class: AccountsAndSessions },
  { name: 'm20261121-002-profiles-and-admin', class: ProfilesAndAdmin },
];
