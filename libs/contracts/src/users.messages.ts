import type {
  AdminMessage,
  AdminUserListItem,
  AllowlistEntry,
  AuditLogPage,
  AuditRecordRequest,
  CoachOnboardingLinksStep,
  CoachDirectoryEntry,
  CoachOnboardingProfileStep,
  GoogleIdentity,
  MessageReply,
  OnboardingInterestsStep,
  OnboardingNamesStep,
  OnboardingStudiesStep,
  ProfileChanges,
  PublicCoachProfile,
  SignupRequest,
  SsoResponse,
  UserContact,
  UserProfile,
} from './accounts';
import type { CareerCategory, Page } from './content';
import type { ChangesReply, ChangesRequest } from './changes';
import type { FileReferencesReply, FileReferencesRequest } from './file-references';
import type { PrivacyOverview } from './privacy';
import type { HealthReply, LoggedUser, SessionTokenRequest, SessionUser, VerifyCredentialsRequest } from './users';

/** Where a request came from, kept on the session it opens. */
export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

export interface UserRef {
  userId: string;
}

/** Who does an admin change: the admin, and the user they emulate when they do it as someone. */
export interface ActorRef {
  actorId: string;
  emulatedUserId?: string | null;
}

/** Messages the users service answers: command -> [request, reply]. */
export interface UsersMessages {
  'users.health': [Record<string, never>, HealthReply];
  /** Checks e-mail and password and opens a session. Fails with INVALID_CREDENTIALS. */
  'users.auth.login': [VerifyCredentialsRequest, LoggedUser];
  /** Resolves a bearer token to its user. Fails with UNAUTHENTICATED when unknown, expired or revoked. */
  'users.auth.session': [SessionTokenRequest, SessionUser];
  /** Revokes the session of a bearer token. Idempotent. */
  'users.auth.logout': [SessionTokenRequest, { revoked: boolean }];
  /**
   * Starts a sign-up: e-mails a single-use link (24 hours) to a new address, or tells the owner of
   * an existing account that someone tried; the same answer either way. role coach needs the
   * e-mail on the coach allowlist (403 otherwise); 400 for a weak password.
   */
  'users.auth.signup': [SignupRequest & { role: 'kadet' | 'coach' } & ClientInfo, { accepted: true }];
  /**
   * Follows the sign-up link: creates the account and opens a session (username null: onboarding
   * follows). 400 for an unknown, used or expired token; 409 when the e-mail got an account meanwhile.
   */
  'users.auth.signup.complete': [{ token: string } & ClientInfo, LoggedUser];
  /** Logs in with a verified Google identity: finds, links (verified e-mail only, else 409) or creates a Kadet. */
  'users.auth.google': [{ identity: GoogleIdentity } & ClientInfo, LoggedUser];
  /** As users.auth.google, but answers a one-time code (60 s) for the redirect flow instead of a session. */
  'users.auth.googleCode': [{ identity: GoogleIdentity }, { code: string }];
  /** Trades a one-time code for a session. 400 when unknown, used or expired. */
  'users.auth.exchangeCode': [{ code: string } & ClientInfo, LoggedUser];
  /** E-mails a single-use reset link (1 hour) when the e-mail has an account; the same answer either way. */
  'users.auth.passwordReset.request': [{ email: string }, { accepted: true }];
  /** Sets a new password with a reset token and revokes every session. 400 for a used or expired token. */
  'users.auth.passwordReset.confirm': [{ token: string; password: string }, MessageReply];
  /** The user as the bearer strategy needs it (emulation target). 404 when unknown. */
  'users.get': [UserRef, SessionUser];
  'users.profile.get': [UserRef, UserProfile];
  /** Changes profile fields (validated); coach fields only for coaches. 409 for a taken username. */
  'users.profile.update': [UserRef & ActorRef & { changes: ProfileChanges }, UserProfile];
  /** Stores the avatar file name; answers the profile and the file it replaces (to delete). */
  'users.profile.setAvatar': [UserRef & { file: string }, { profile: UserProfile; previousFile: string | null }];
  /** Which of these stored names an avatar or a data export points at: the BFF's upload sweep. */
  'users.files.referenced': [FileReferencesRequest, FileReferencesReply];
  /** Onboarding step 2 of both roles (role: which flow the caller is in; must match the account). */
  'users.onboarding.names': [UserRef & { role: 'kadet' | 'coach' } & OnboardingNamesStep, UserProfile];
  'users.onboarding.studies': [UserRef & OnboardingStudiesStep, UserProfile];
  'users.onboarding.interests': [UserRef & OnboardingInterestsStep, UserProfile];
  'users.onboarding.coachProfile': [UserRef & CoachOnboardingProfileStep, UserProfile];
  'users.onboarding.coachLinks': [UserRef & CoachOnboardingLinksStep, UserProfile];
  /** An active coach's public profile by slug; 404 otherwise. */
  'users.coaches.get': [{ slug: string }, PublicCoachProfile];
  /**
   * Visible coaches (coach, active, named), by display name, filtered by expertise category,
   * spoken language (case-insensitive) and, when given, a set of ids.
   */
  'users.coaches.list': [
    { category?: CareerCategory; language?: string; ids?: string[]; page: number; pageSize: number },
    Page<PublicCoachProfile>,
  ];
  /** Visible coaches with e-mail and meeting link, for scheduling: all, or by slug or ids. */
  'users.coaches.directory': [{ slug?: string; userIds?: string[] }, CoachDirectoryEntry[]];
  /** E-mail and name of each user asked for that exists. */
  'users.contacts': [{ userIds: string[] }, UserContact[]];
  /** The change feed of coach profiles (see changes.ts). */
  'users.changes': [ChangesRequest, ChangesReply];
  /** Admins: users whose username starts with the given text (case-insensitive), exact match first. */
  'users.admin.list': [{ username?: string }, AdminUserListItem[]];
  'users.admin.updateCoachIsActive': [ActorRef & { username: string; isActive: boolean }, AdminMessage];
  'users.admin.updateKadetToCoach': [ActorRef & { username: string; isCoach: boolean }, AdminMessage];
  'users.admin.allowlist.add': [ActorRef & { email: string }, AdminMessage];
  'users.admin.allowlist.list': [Record<string, never>, AllowlistEntry[]];
  'users.admin.allowlist.remove': [ActorRef & { email: string }, AdminMessage];
  'users.admin.auditLog': [{ page: number; pageSize: number }, AuditLogPage];
  /** The logged-user view of an emulated user (no session token: the admin's own is used). */
  'users.admin.emulationStart': [{ adminId: string; userId: string }, Omit<LoggedUser, 'sessionCookie'>];
  'users.audit.record': [AuditRecordRequest, { id: string }];
  /** Consents given, whether the account has a password, and the latest data export. */
  'users.privacy.overview': [UserRef, PrivacyOverview];
  /** Records a data export request and its job in one transaction; the archive's link is e-mailed. */
  'users.privacy.requestExport': [UserRef, { accepted: true }];
  /** The archive behind an e-mailed download link: its stored file name. 404 when unknown or expired. */
  /** The archive behind an e-mailed link, for its owner only (another account: as unknown). */
  'users.privacy.download': [{ token: string; userId: string }, { file: string; fileName: string }];
  /**
   * Deletes the account when the current password is right (400 otherwise, nothing changed), or, for
   * an account without a password, e-mails a link that does (status LINK_SENT).
   */
  'users.privacy.deleteAccount': [UserRef & { password?: string }, { status: 'DELETED' | 'LINK_SENT' }];
  /** Follows the e-mailed deletion link. 400 for an unknown, used or expired token. */
  'users.privacy.confirmDeletion': [{ token: string }, { status: 'DELETED' }];
  /** DiscourseConnect: checks the forum's signed payload and answers the signed reply URL. */
  'users.sso.discourse': [UserRef & { sso: string; sig: string }, SsoResponse];
}
