/**
 * Accounts: sign-up, onboarding, profiles, Google sign-in, password reset, admin tools, emulation,
 * audit log and forum single sign-on (domain.md "People and accounts", "Admin", "Forum single
 * sign-on"; spec sections 2, 3, 7, 8).
 */
import type { CareerCategory, Page } from './content';
import type { InterestResult, InterestScores } from './interests';
import type { LoggedUser, SessionUser } from './users';

/** Student status of a Kadet (domain.md, seen in the real product's forms). */
export const STUDENT_STATUSES = ['FULL_TIME', 'WORKING_STUDENT', 'SCHOLAR'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

/** Where a Kadet is in looking for work. */
export const JOB_SEARCH_STAGES = ['EXPLORING', 'PREPARING', 'APPLYING', 'INTERVIEWING', 'EMPLOYED'] as const;
export type JobSearchStage = (typeof JOB_SEARCH_STAGES)[number];

/** Year levels: senior high school, college, graduate. */
export const YEAR_LEVELS = [
  'GRADE_11',
  'GRADE_12',
  'FIRST_YEAR',
  'SECOND_YEAR',
  'THIRD_YEAR',
  'FOURTH_YEAR',
  'FIFTH_YEAR',
  'GRADUATE',
] as const;
export type YearLevel = (typeof YEAR_LEVELS)[number];

/** Usernames: 3 to 30 letters, digits, dots and underscores; unique regardless of case. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._]{3,30}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

/** Interface and e-mail languages: English and Filipino. */
export const LANGUAGES = ['en', 'fil'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The language of an account that never chose one. */
export const DEFAULT_LANGUAGE: Language = 'en';
/** Largest avatar upload, in bytes. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/**
 * The widths an uploaded picture is served at besides its original (GET /files/{name}?w=): square
 * WebP, cropped to fill, for 1x and 2x screens of the 64 px avatar and the larger profile pictures.
 * A short fixed list, so a request cannot make the server resize to any size it likes.
 */
export const IMAGE_WIDTHS = [64, 128, 256] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The onboarding steps of domain.md; step 1 (the account) is the sign-up itself. */
export type OnboardingStep = 2 | 3 | 4;
export const LAST_ONBOARDING_STEP = 4;

/** The Koach profile (domain.md). */
export interface CoachProfile {
  displayName: string | null;
  /** URL of /coaches/{slug}; generated from the display name once, then kept. */
  slug: string | null;
  /** Role and company. */
  headline: string | null;
  expertise: CareerCategory[];
  yearsOfExperience: number | null;
  /** Ends in what they can help with. */
  bio: string | null;
  languages: string[];
  linkedinUrl: string | null;
  /** The video-call room used for sessions; never shown publicly. */
  meetingLink: string | null;
  /** The account's IANA zone (UserProfile.timeZone): one zone per person, kept on the account. */
  timeZone: string;
}

/** GET /api/v2/users/me: the caller's own profile, both roles. */
export interface UserProfile {
  id: string;
  email: string;
  emailVerified: boolean;
  username: string | null;
  isCoach: boolean;
  isAdmin: boolean;
  /** Coaches are bookable only while active; new coaches start inactive. */
  isActive: boolean;
  /** Absolute image URL, or null for the default avatar. */
  avatar: string | null;
  hasPassword: boolean;
  hasGoogle: boolean;
  createdAt: string;
  firstName: string | null;
  lastName: string | null;
  province: string | null;
  city: string | null;
  school: string | null;
  degree: string | null;
  yearLevel: YearLevel | null;
  studentStatus: StudentStatus | null;
  jobSearchStage: JobSearchStage | null;
  careerInterests: CareerCategory[];
  /** The saved interest quiz result (code worked out from the scores), or null when none is saved. */
  interestResult: InterestResult | null;
  bio: string | null;
  /** The interface language, also the language of every e-mail the user gets. */
  language: Language;
  /** IANA time zone (Asia/Manila when unknown): e-mails and the schedule show times in it. */
  timeZone: string;
  /** ISO instant of the consent to the Data Privacy Act of 2012 (RA 10173), or null. */
  dataPrivacyConsentAt: string | null;
  /** The onboarding step to resume at (/onboarding/steps/{n} or /onboarding-coach/steps/{n}); null when done. */
  onboardingStep: OnboardingStep | null;
  /** Set for coaches (isCoach), null for Kadets. */
  coach: CoachProfile | null;
}

/** GET /api/v2/coaches/{slug}: what anyone may see of an active coach (its profile without the meeting link). */
export interface PublicCoachProfile extends Pick<
  CoachProfile,
  'headline' | 'expertise' | 'yearsOfExperience' | 'bio' | 'languages' | 'linkedinUrl' | 'timeZone'
> {
  id: string;
  username: string | null;
  displayName: string;
  slug: string;
  avatar: string | null;
}

/** A visible coach with what only services may see (e-mail, meeting link); never sent to browsers. */
export interface CoachDirectoryEntry {
  userId: string;
  email: string;
  slug: string;
  displayName: string;
  /** The first name as given, which e-mails greet them by; null when not given. */
  firstName: string | null;
  timeZone: string;
  meetingLink: string | null;
  /** The language to write to them in. */
  language: Language;
  profile: PublicCoachProfile;
}

/** How services address a user in e-mails. */
export interface UserContact {
  userId: string;
  email: string;
  /** First name, else username, else the part of the e-mail before @. */
  name: string;
  /** First and last name as on the profile (what a certificate says), else `name`. */
  fullName: string;
  /** The first name as given, which e-mails greet them by ("Hi Juan,"); null when not given ("Hi there,"). */
  firstName: string | null;
  isCoach: boolean;
  isActive: boolean;
  /** The language to write to them in. */
  language: Language;
  /** The IANA zone to show them times in. */
  timeZone: string;
}

export interface SignupRequest {
  email: string;
  password: string;
  /** The language of the sign-up link e-mail and of the account; 'en' when left out. */
  language?: Language;
  /** The account's IANA time zone (the browser's); Asia/Manila when left out. */
  timeZone?: string;
}

/** Fields a user may change on their profile (PATCH /api/v2/users/me); absent ones are kept, null clears. */
export interface ProfileChanges {
  username?: string;
  /** Cannot be cleared: an empty or blank one is refused (400). */
  firstName?: string;
  lastName?: string | null;
  province?: string | null;
  city?: string | null;
  school?: string | null;
  degree?: string | null;
  yearLevel?: YearLevel | null;
  studentStatus?: StudentStatus | null;
  jobSearchStage?: JobSearchStage | null;
  careerInterests?: CareerCategory[];
  /** Saves an interest quiz result (its code is worked out from the scores); null removes it. */
  interestScores?: InterestScores | null;
  bio?: string | null;
  /** The interface and e-mail language. */
  language?: Language;
  /** The account's IANA time zone; cannot be cleared. */
  timeZone?: string;
  /** Coaches only. */
  coach?: CoachProfileChanges;
}

export interface CoachProfileChanges {
  displayName?: string;
  headline?: string | null;
  expertise?: CareerCategory[];
  yearsOfExperience?: number | null;
  bio?: string | null;
  languages?: string[];
  linkedinUrl?: string | null;
  meetingLink?: string | null;
  /** Sets the account's time zone (as ProfileChanges.timeZone). */
  timeZone?: string;
}

/** Onboarding step 2, both roles: username and names. */
export interface OnboardingNamesStep {
  username: string;
  firstName: string;
  lastName: string;
}

/** Kadet onboarding step 3: school and studies. */
export interface OnboardingStudiesStep {
  school: string;
  degree?: string | null;
  yearLevel: YearLevel;
  studentStatus: StudentStatus;
  province?: string | null;
  city?: string | null;
}

/** Kadet onboarding step 4: interests and the Data Privacy Act consent (required to finish). */
export interface OnboardingInterestsStep {
  careerInterests: CareerCategory[];
  jobSearchStage?: JobSearchStage | null;
  bio?: string | null;
  dataPrivacyConsent: boolean;
}

/** Koach onboarding step 3: the public profile. */
export interface CoachOnboardingProfileStep {
  displayName: string;
  headline: string;
  expertise: CareerCategory[];
  yearsOfExperience: number;
  bio: string;
  languages: string[];
}

/** Koach onboarding step 4: links, time zone and consent (required to finish). */
export interface CoachOnboardingLinksStep {
  linkedinUrl?: string | null;
  meetingLink: string;
  timeZone?: string;
  dataPrivacyConsent: boolean;
}

/** A verified Google identity, as the BFF hands it to the users service. */
export interface GoogleIdentity {
  /** Google's stable user id (`sub`). */
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

/** The answer of every admin change (spec section 8). */
export interface AdminMessage {
  message: string;
}
export const ADMIN_MESSAGES = {
  isActive: 'Updated the isActive value',
  isCoach: 'Updated the isCoach value',
  allowlist: 'Added the email to the allowlist',
} as const;

/** GET /api/v2/users?username= (admins): spec section 7's list plus isActive. */
export interface AdminUserListItem {
  id: string;
  username: string | null;
  email: string;
  isCoach: boolean;
  isAdmin: boolean;
  isActive: boolean;
  firebaseAuthId: string;
}

export interface UpdateCoachIsActiveRequest {
  username: string;
  isActive: boolean;
}

export interface UpdateKadetToCoachRequest {
  username: string;
  isCoach: boolean;
}

export interface AllowlistRequest {
  email: string;
}

export interface AllowlistEntry {
  email: string;
  addedAt: string;
}

/** One audited action: an admin change, or a write done while emulating a user. */
export interface AuditLogEntry {
  id: string;
  /** ISO instant. */
  at: string;
  /** Who did it (always the real person: the admin when emulating). */
  actor: { id: string; username: string | null; email: string };
  /** As whom, when emulating; else null. */
  emulatedUser: { id: string; username: string | null; email: string } | null;
  /** e.g. admin.updateCoachIsActive, emulation.start, emulated.write. */
  action: string;
  /** For emulated writes: HTTP method and path. */
  method: string | null;
  path: string | null;
  details: Record<string, unknown>;
}
export type AuditLogPage = Page<AuditLogEntry>;

/** What the BFF (or the users service itself) records in the audit log. */
export interface AuditRecordRequest {
  actorId: string;
  emulatedUserId?: string | null;
  action: string;
  method?: string | null;
  path?: string | null;
  details?: Record<string, unknown>;
}

/** The caller of an HTTP request: the emulated user when an admin emulates, with the admin kept. */
export interface RequestUser extends SessionUser {
  /** The admin acting as this user (X-Emulate-User), or null. */
  originalUser: SessionUser | null;
}

/** POST /api/v2/admin/emulation/start: the logged-user view of the emulated user. */
export type EmulationView = LoggedUser;

/** GET /api/v2/auth/sso/discourse: where the browser goes back to the forum. */
export interface SsoResponse {
  redirectUrl: string;
}

/** Spec section 8. */
export const SSO_MISSING_INPUTS_MESSAGE =
  'Something went wrong. The SSO from Discourse is missing some inputs. Please go back to Discourse and retry again.';

/** A plain confirmation for people. */
export interface MessageReply {
  message: string;
}
