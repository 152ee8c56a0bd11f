import type { Command } from './messages';

/**
 * Commands that change nothing. The transport retries a read once on another replica when the
 * first does not answer in time; a command not listed here is a write: never resent blindly, and
 * its outcome is stored under the caller's Idempotency-Key by the owning service.
 */
export const READ_COMMANDS = [
  'users.health',
  'users.outbox.problems',
  'content.outbox.problems',
  'scheduling.outbox.problems',
  'apprenticeship.outbox.problems',
  'users.auth.session',
  'users.get',
  'users.profile.get',
  'users.coaches.get',
  'users.coaches.list',
  'users.coaches.directory',
  'users.contacts',
  'users.changes',
  'users.admin.list',
  'users.admin.allowlist.list',
  'users.admin.auditLog',
  'users.sso.discourse',
  'users.privacy.overview',
  'users.privacy.download',
  'users.files.referenced',
  'content.privacy.export',
  'scheduling.privacy.export',
  'apprenticeship.privacy.export',
  'content.health',
  'content.changes',
  'content.careers.categories',
  'content.careers.list',
  'content.careers.get',
  'content.careers.suggestions',
  'content.jobs.list',
  'content.jobs.get',
  'content.videos.list',
  'content.videos.get',
  'content.events.list',
  'content.events.get',
  'content.faqs.list',
  'content.faqs.get',
  'content.resources.list',
  'content.registrations.mine',
  'content.registrations.mine.list',
  'content.admin.careers.list',
  'content.admin.careers.get',
  'content.admin.jobs.list',
  'content.admin.jobs.get',
  'content.admin.jobs.importPreview',
  'content.admin.videos.list',
  'content.admin.videos.get',
  'content.admin.events.list',
  'content.admin.events.get',
  'content.admin.faqs.list',
  'content.admin.faqs.get',
  'content.admin.resources.list',
  'content.admin.resources.get',
  'content.admin.registrations.list',
  'apprenticeship.health',
  'apprenticeship.challenges.list',
  'apprenticeship.challenges.get',
  'apprenticeship.enrolments.get',
  'apprenticeship.members.list',
  'apprenticeship.invites.received',
  'apprenticeship.participants.list',
  'apprenticeship.inviteLinks.get',
  'apprenticeship.files.get',
  'apprenticeship.files.referenced',
  'apprenticeship.certificates.get',
  'apprenticeship.admin.applications.list',
  'apprenticeship.admin.submissions.list',
  'apprenticeship.admin.challenges.list',
  'apprenticeship.admin.challenges.get',
  'scheduling.health',
  'scheduling.coaches.overview',
  'scheduling.coaches.detail',
  'scheduling.coaches.free',
  'scheduling.availability.get',
  'scheduling.bookings.mine',
  'scheduling.bookings.get',
  'scheduling.kadets.mine',
  'scheduling.trainings.list',
  'scheduling.admin.trainings.list',
  'scheduling.availability.mine',
  'scheduling.calendar.status',
  'search.health',
  'search.query',
  'search.status',
  'notifications.health',
] as const satisfies readonly Command[];

const reads: ReadonlySet<string> = /* @__PURE__ */ new Set(READ_COMMANDS);

export const isReadCommand = (cmd: Command): boolean => reads.has(cmd);

/**
 * Writes whose outcome is not kept under an Idempotency-Key: repeating them is harmless (a second
 * log-in opens a second session), and keeping them would hold the owner's transaction open for a
 * password hash, which in standalone mode (one embedded database connection) stalls every reader.
 */
export const UNKEYED_WRITES = [
  'users.auth.login',
  'users.auth.signup',
  'users.privacy.deleteAccount',
  'scheduling.calendar.sync',
] as const satisfies readonly Command[];

const unkeyed: ReadonlySet<string> = /* @__PURE__ */ new Set(UNKEYED_WRITES);

/** Whether the owning service stores this command's outcome under the caller's Idempotency-Key. */
export const isKeyedWrite = (cmd: Command): boolean => !reads.has(cmd) && !unkeyed.has(cmd);

/**
 * Commands only an admin may send. The BFF's AdminGuard stops others first; the owning service
 * checks again against the actor the BFF signed (CallContextInterceptor), so a message that
 * bypasses the BFF is refused too.
 */
export const isAdminCommand = (cmd: string): boolean =>
  cmd.includes('.admin.') || cmd.includes('.outbox.') || cmd === 'scheduling.calendar.sync' || cmd === 'scheduling.calendar.status';

/**
 * Commands that hash a password (scrypt, ~0.1 s of a core each). In a crowd they wait in the users
 * service's hash queue, so the BFF waits HASHING_TIMEOUT_FACTOR times RPC_TIMEOUT_MS for them; the
 * queue refuses at once what it could not finish within that. Three times: on two shared cores a
 * hash's time varies twofold with the machine's load, and a person logging in during a rush
 * would rather wait 12 s than be refused (50 at once took 9 s on a loaded CI machine).
 */
export const HASHING_COMMANDS = [
  'users.auth.login',
  'users.auth.signup',
  'users.auth.passwordReset.confirm',
  'users.privacy.deleteAccount',
] as const satisfies readonly Command[];
export const HASHING_TIMEOUT_FACTOR = 3;

const hashing: ReadonlySet<string> = /* @__PURE__ */ new Set(HASHING_COMMANDS);

/** How long a caller waits for the command's answer, given RPC_TIMEOUT_MS. */
export const timeoutOf = (cmd: Command, rpcTimeoutMs: number): number =>
  hashing.has(cmd) ? rpcTimeoutMs * HASHING_TIMEOUT_FACTOR : rpcTimeoutMs;
