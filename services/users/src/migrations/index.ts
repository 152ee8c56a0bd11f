import { AccountsAndSessions } from './m20261121-001-accounts-and-sessions';
import { ProfilesAndAdmin } from './m20261121-002-profiles-and-admin';
import { UsersIdempotencyKeys } from './m20261123-010-idempotency-keys';
import { UsersOutbox } from './m20261123-020-outbox';
import { UsersInterestResult } from './m20261125-030-interest-result';
import { SignupRequests } from './m20261125-030-signup-requests';
import { UsersLanguage } from './m20261125-040-language';
import { Privacy } from './m20261125-040-privacy';
import { UsersTimeZone } from './m20261202-050-time-zone';
import { UsersOutboxLastError } from './m20261202-070-outbox-last-error';

/** Applied in order; a shipped name is never renamed (it is recorded in users.mikro_orm_migrations). */
export const usersMigrations = [
  { name: 'm20261121-001-accounts-and-sessions', class: AccountsAndSessions },
  { name: 'm20261121-002-profiles-and-admin', class: ProfilesAndAdmin },
  { name: 'm20261123-010-idempotency-keys', class: UsersIdempotencyKeys },
  { name: 'm20261123-020-outbox', class: UsersOutbox },
  { name: 'm20261125-030-interest-result', class: UsersInterestResult },
  { name: 'm20261125-030-signup-requests', class: SignupRequests },
  { name: 'm20261125-040-language', class: UsersLanguage },
  { name: 'm20261125-040-privacy', class: Privacy },
  { name: 'm20261202-050-time-zone', class: UsersTimeZone },
  { name: 'm20261202-070-outbox-last-error', class: UsersOutboxLastError },
];
