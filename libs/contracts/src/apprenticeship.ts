import type { CareerCategory, Localized } from './content';

/**
 * Virtual Apprenticeship (spec sections 3 and 7, domain.md): challenges run with partner
 * companies over a few weeks; every enrolment is a group (a group of one for individuals), teammates
 * are invited by e-mail, groups submit each week's deliverable, admins review and complete them.
 * Instants and dates are ISO 8601 strings in UTC.
 */

export const CHALLENGE_STATUSES = ['DRAFT', 'OPEN', 'RUNNING', 'CLOSED'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

export const APPLICATION_TYPES = ['INDIVIDUAL', 'GROUP'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/** Spec section 3. */
export const MEMBER_STATUSES = ['ENROLLED', 'ENROLLED_GROUP', 'INVITED', 'UNENROLLED', 'DECLINED', 'PENDING'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Spec section 3: invite actions (PATCH .../invites/{inviteId} {action}). */
export const INVITE_ACTIONS = ['ACCEPT', 'DECLINE', 'RESEND'] as const;
export type InviteAction = (typeof INVITE_ACTIONS)[number];

export const INVITE_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'EXPIRED'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** An application (enrolment) is reviewed by an admin. */
export const APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const REVIEW_STATUSES = ['PENDING_REVIEW', 'ACCEPTED', 'NEEDS_UPDATE'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const MERIT_LEVELS = ['OUTSTANDING', 'COMMENDABLE', 'SATISFACTORY'] as const;
export type MeritLevel = (typeof MERIT_LEVELS)[number];

/** Invites expire this long after they are sent (or resent). */
export const INVITE_TTL_DAYS = 7;
/** Resume uploads: PDF or DOCX, checked by content. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** Submission files: PDF, DOCX, PPTX, XLSX, PNG, JPEG or ZIP, checked by content. */
export const SUBMISSION_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const SUBMISSION_MAX_FILES = 5;
export const SUBMISSION_MAX_LINKS = 10;
/** Spec section 9: members are refreshed for participants while fewer than this. */
export const PARTICIPANTS_REFRESH_BELOW = 5;

export interface Partner {
  name: string;
  /** Absolute or /-relative URL; null when none. */
  logoUrl: string | null;
  website: string | null;
}

/**
 * One card of GET /api/v2/virapp/challenges, in the reader's language (issue 29): `language` and
 * `fallback` say whether the texts are Filipino and whether some are English for want of a
 * Filipino version (on the page: the challenge's and its weeks' texts).
 */
export interface Challenge extends Localized {
  id: string;
  title: string;
  partner: Partner;
  category: CareerCategory;
  summary: string;
  coverImageUrl: string | null;
  /** Number of weeks. */
  weeks: number;
  /** Date the first week starts (YYYY-MM-DD). */
  startDate: string;
  /** Date the last week ends (YYYY-MM-DD). */
  endDate: string;
  /** Last day to apply (YYYY-MM-DD). */
  applicationDeadline: string;
  /** People who may take part (all members of all groups). */
  slots: number;
  seatsTaken: number;
  seatsLeft: number;
  applicationTypes: ApplicationType[];
  /** Largest group, leader included. */
  maxGroupSize: number;
  /** Smallest group a GROUP application may have, leader included (1: any). */
  minGroupSize: number;
  status: ChallengeStatus;
  /** Days after a week's due date that hand-ins are still taken, marked late (0: none). */
  lateDays: number;
  /** OPEN and before the deadline with seats left. */
  enrollable: boolean;
}

export interface WeekResource {
  title: string;
  url: string;
}

export interface Week {
  id: string;
  number: number;
  title: string;
  brief: string;
  resources: WeekResource[];
  /** The week's tasks, in order (may be empty for weeks written before tasks existed). */
  tasks: string[];
  /** What the group hands in. */
  deliverable: string;
  /** YYYY-MM-DD (end of that day, Asia/Manila). */
  dueDate: string;
  /** YYYY-MM-DD: the first day it takes hand-ins (the start date for week 1, else the day after the week before is due). */
  opensOn: string;
}

/** GET /api/v2/virapp/challenges/{id}. */
export interface ChallengeDetail extends Challenge {
  description: string;
  weekList: Week[];
}

/**
 * A person in a group (GET .../members): members, and the people invited who have not joined
 * (INVITED, DECLINED), so the manage tab shows the sent invites with what can be done with them.
 */
export interface Member {
  /** null for an invitee without an account yet. */
  userId: string | null;
  /** The name, or the e-mail of an invitee without an account. */
  name: string;
  status: MemberStatus;
  isLeader: boolean;
  /** The invite behind an INVITED or DECLINED entry (resend, remove); null for members. */
  inviteId: string | null;
  inviteExpiresAt: string | null;
}

export interface Participant {
  userId: string;
  name: string;
}

export interface SubmissionFile {
  id: string;
  name: string;
  size: number;
  contentType: string;
  /** Download address (members and admins only). */
  url: string;
}

export interface Submission {
  id: string;
  groupId: string;
  weekId: string;
  weekNumber: number;
  /** 1 for the first hand-in of a week, then 2, 3... */
  attempt: number;
  links: string[];
  files: SubmissionFile[];
  notes: string;
  submittedBy: Participant;
  submittedAt: string;
  reviewStatus: ReviewStatus;
  feedback: string | null;
  reviewedAt: string | null;
  /** Handed in after the week's due date (the challenge allowed late days). */
  late: boolean;
}

export interface Todo {
  weekId: string;
  weekNumber: number;
  title: string;
  deliverable: string;
  dueDate: string;
  reason: 'NOT_SUBMITTED' | 'NEEDS_UPDATE';
  overdue: boolean;
}

export interface Progress {
  /** Weeks whose latest submission is ACCEPTED. */
  acceptedWeeks: number;
  /** Weeks with a submission, accepted or not. */
  submittedWeeks: number;
  totalWeeks: number;
  /** acceptedWeeks / totalWeeks, 0-100, whole. */
  percent: number;
}

export interface Completion {
  merit: MeritLevel;
  /** The admin's reason when the group was completed without every week accepted; null otherwise. */
  overrideReason: string | null;
  completedAt: string;
  /** The certificate of the member asking; null for others. */
  certificateCode: string | null;
}

/**
 * GET /api/v2/users/{uid}/challengesNew/{challengeId}: the user's part in a challenge (spec
 * section 3: members, progress, submissions, todos, groupId, isPending).
 */
export interface UserChallenge {
  challengeId: string;
  groupId: string;
  /** The application awaits an admin's approval. */
  isPending: boolean;
  applicationStatus: ApplicationStatus;
  applicationType: ApplicationType;
  isLeader: boolean;
  members: Member[];
  progress: Progress;
  submissions: Submission[];
  todos: Todo[];
  completion: Completion | null;
}

/** An invitation to join a group. */
export interface Invite {
  id: string;
  groupId: string;
  challengeId: string;
  challengeTitle: string;
  inviterName: string;
  inviteeEmail: string;
  status: InviteStatus;
  expiresAt: string;
  createdAt: string;
}

/** The enrolment form of spec section 3 without the file (multipart field names). */
export interface EnrolmentForm {
  sendResumeAndContact: boolean;
  participateInternship: boolean;
  /** E-mails of teammates to invite (GROUP). */
  groupEmails: string[];
  applicationType: ApplicationType;
  additionalComments: string;
  whyJoin: string;
  whatQualities: string;
  isFirstWorkExperience: boolean;
}

/** The submission form (multipart): links (JSON list), notes, files. */
export interface SubmissionForm {
  links: string[];
  notes: string;
}

/** GET /api/v2/virapp/invites/{token}: what an e-mailed invite link shows before log-in. */
export interface InviteLinkView {
  inviteId: string;
  challengeId: string;
  challengeTitle: string;
  partnerName: string;
  inviterName: string;
  inviteeEmail: string;
  status: InviteStatus;
  expiresAt: string;
}

/** A certificate's public page (GET /api/v2/virapp/certificates/{code}); 410 when revoked. */
export interface Certificate {
  code: string;
  holderName: string;
  challengeTitle: string;
  partnerName: string;
  category: CareerCategory;
  merit: MeritLevel;
  weeks: number;
  /** The challenge's first and last days, YYYY-MM-DD (Manila). */
  startDate: string;
  endDate: string;
  completedAt: string;
  /** Where anyone can check it. */
  verifyUrl: string;
}

/** Admin: one application (a group's enrolment). */
export interface AdminApplication {
  groupId: string;
  challengeId: string;
  challengeTitle: string;
  leader: Participant & { email: string };
  applicationType: ApplicationType;
  members: Member[];
  status: ApplicationStatus;
  whyJoin: string;
  whatQualities: string;
  additionalComments: string;
  sendResumeAndContact: boolean;
  participateInternship: boolean;
  isFirstWorkExperience: boolean;
  resumeUrl: string | null;
  progress: Progress;
  /** The merit the rule gives today (every week accepted); null while a week is not accepted. */
  earnedMerit: MeritLevel | null;
  completion: Completion | null;
  createdAt: string;
}

/** Admin: one submission in the review queue. */
export interface AdminSubmission extends Submission {
  challengeId: string;
  challengeTitle: string;
  groupName: string;
}

/** Authoring limits (admin challenge editor and API). */
export const CHALLENGE_MAX_WEEKS = 12;
export const WEEK_MAX_TASKS = 10;
export const WEEK_MAX_RESOURCES = 10;
export const GROUP_SIZE_MAX = 10;
export const LATE_DAYS_MAX = 14;

/** The Filipino version of a challenge's texts (issue 29); a text left out shows the English. */
export interface ChallengeFilTexts {
  title?: string | null;
  summary?: string | null;
  description?: string | null;
}

/** The Filipino version of a week's texts (tasks and resources stay as written). */
export interface WeekFilTexts {
  title?: string | null;
  brief?: string | null;
  deliverable?: string | null;
}

/** One week as an admin writes it; its number is its place in the list (1..N). */
export interface ChallengeWeekInput {
  /** The Filipino version of the week's texts, or null. */
  fil?: WeekFilTexts | null;
  title: string;
  brief: string;
  tasks: string[];
  deliverable: string;
  resources: WeekResource[];
  /** YYYY-MM-DD (end of that day, Asia/Manila); increasing week after week. */
  dueDate: string;
}

/** What an admin writes to create or edit a challenge (PUT replaces it whole). */
export interface ChallengeInput {
  /** The Filipino version of the title, summary and brief, or null. */
  fil?: ChallengeFilTexts | null;
  title: string;
  partnerName: string;
  /** https address of the partner's logo image, or null. */
  partnerLogoUrl: string | null;
  partnerWebsite: string | null;
  category: CareerCategory;
  summary: string;
  /** The brief: the long description on the challenge page. */
  description: string;
  coverImageUrl: string | null;
  /** Last day to apply, YYYY-MM-DD; on or before startDate. */
  applicationDeadline: string;
  /** First day of week 1, YYYY-MM-DD. */
  startDate: string;
  slots: number;
  /** Whether individuals may join (INDIVIDUAL), groups (GROUP), or both. */
  applicationTypes: ApplicationType[];
  minGroupSize: number;
  maxGroupSize: number;
  lateDays: number;
  weeks: ChallengeWeekInput[];
}

/**
 * What an edit of a published challenge may no longer change, so that enrolled groups keep what
 * they signed up for. null / empty where nothing is locked.
 */
export interface ChallengeLocks {
  /** CLOSED: nothing can be edited. */
  readOnly: boolean;
  /** Published challenges never go back to DRAFT. */
  published: boolean;
  /** Week 1 has opened (RUNNING): the start date stays. */
  startDate: boolean;
  /** Weeks (numbers) that must stay: already due, or with hand-ins. */
  keptWeeks: number[];
  /** Weeks (numbers) whose due date stays: already due. */
  fixedDueDates: number[];
  /** With enrolled groups, no due date may be moved to a day before this one (today, Manila). */
  earliestDueDate: string | null;
  /** Seats taken: slots cannot go below. */
  minSlots: number;
  /** The largest enrolled group: maxGroupSize cannot go below. */
  maxGroupSizeAtLeast: number;
  /** The smallest enrolled GROUP: minGroupSize cannot go above (null: no group enrolled). */
  minGroupSizeAtMost: number | null;
  /** Application types enrolled groups used: they stay allowed. */
  applicationTypes: ApplicationType[];
}

/** Admin: a challenge with what its editor needs (drafts included). */
export interface AdminChallenge {
  /** The challenge as Kadets see it once published (the preview). */
  challenge: ChallengeDetail;
  /** The editor's form values. */
  input: ChallengeInput;
  locks: ChallengeLocks;
  /** Groups enrolled (application not rejected). */
  groups: number;
  createdAt: string;
  publishedAt: string | null;
}

/** Admin: one row of the challenge list. */
export interface AdminChallengeSummary extends Challenge {
  groups: number;
  publishedAt: string | null;
}
