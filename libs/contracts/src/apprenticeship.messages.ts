import type { FileReferencesReply, FileReferencesRequest } from './file-references';
import type { PrivacyEraseReply, PrivacyExportPart, PrivacySubject } from './privacy';
import type { Language, UserContact } from './accounts';
import type {
  AdminApplication,
  AdminChallenge,
  AdminChallengeSummary,
  ChallengeInput,
  AdminSubmission,
  ApplicationStatus,
  Certificate,
  Challenge,
  ChallengeDetail,
  EnrolmentForm,
  Invite,
  InviteLinkView,
  Member,
  Participant,
  ReviewStatus,
  Submission,
  UserChallenge,
} from './apprenticeship';
import type { HealthReply } from './users';

/** A file the BFF checked by content and stored in the FileStore under a generated name. */
export interface StoredUpload {
  /** The FileStore's generated name (never shown to browsers). */
  storedName: string;
  /** The name the uploader gave, for display and downloads. */
  name: string;
  size: number;
  contentType: string;
}

/** The member a write is done for: {uid} of the route (the caller, or anyone for an admin). */
export interface MemberRef {
  userId: string;
  challengeId: string;
}

/** A public read in the reader's language (issue 29): English when left out. */
export interface InLanguage {
  language?: Language;
}

export interface GroupRef extends MemberRef {
  groupId: string;
}

/** Answering an invite needs the person: the membership keeps their name and address. */
export interface InviteAnswer extends GroupRef {
  user: UserContact;
  inviteId: string;
  action: 'ACCEPT' | 'DECLINE' | 'RESEND';
}

/** The file behind GET /virapp/files/{fileId}, for a member of its group or an admin. */
export interface UploadedFileRef {
  storedName: string;
  name: string;
  contentType: string;
}

/** POST /admin/virapp/certificates/{code}/revoke. */
export interface CertificateRevocation {
  code: string;
  revokedAt: string;
  reason: string;
}

/** Messages the apprenticeship service answers: command -> [request, reply]. */
export interface ApprenticeshipMessages {
  /** Everything this service holds about the person, for their data export (RA 10173). */
  'apprenticeship.privacy.export': [PrivacySubject, PrivacyExportPart];
  /** Deletes or anonymises what this service holds about a deleted account; idempotent. */
  'apprenticeship.privacy.erase': [PrivacySubject, PrivacyEraseReply];
  'apprenticeship.health': [Record<string, never>, HealthReply];
  /** Challenges that are not DRAFT, soonest start first. */
  'apprenticeship.challenges.list': [InLanguage, Challenge[]];
  /** 404 for an unknown or DRAFT challenge. */
  'apprenticeship.challenges.get': [{ challengeId: string } & InLanguage, ChallengeDetail];
  /** 404 APPRENTICESHIP_NOT_ENROLLED when the user is in no group of the challenge. */
  'apprenticeship.enrolments.get': [MemberRef & InLanguage, UserChallenge];
  /**
   * Creates a group led by the user (PENDING application) and e-mails invites to groupEmails.
   * 409 APPRENTICESHIP_ALREADY_ENROLLED, 409 APPRENTICESHIP_ENROLMENT_CLOSED.
   */
  'apprenticeship.enrolments.create': [
    { user: UserContact; challengeId: string; form: EnrolmentForm; resume: StoredUpload },
    UserChallenge,
  ];
  /** Leaves the group: a leader hands it to the earliest member; an emptied group goes with its open invites. */
  'apprenticeship.enrolments.delete': [MemberRef, { unenrolled: true }];
  'apprenticeship.members.list': [MemberRef, Member[]];
  /** Invites sent to the user's e-mail for this challenge. */
  'apprenticeship.invites.received': [MemberRef & { email: string }, Invite[]];
  'apprenticeship.participants.list': [{ challengeId: string; excludeGroupId?: string }, Participant[]];
  /** A member of the group invites e-mails (each e-mailed with a link). */
  /** timeZone: the inviter's, for the expiry in the e-mails (Asia/Manila when left out). */
  /** inviterName: the inviter's full name, which invitees read; their membership's name when left out. */
  'apprenticeship.invites.create': [GroupRef & { invitees: string[]; timeZone?: string; inviterName?: string }, Invite[]];
  /** ACCEPT/DECLINE by the invitee (e-mail match), RESEND by a member. 409 APPRENTICESHIP_INVITE_CLOSED, APPRENTICESHIP_GROUP_FULL. */
  'apprenticeship.invites.answer': [InviteAnswer, Invite];
  /** A member withdraws an open invite. */
  'apprenticeship.invites.withdraw': [GroupRef & { inviteId: string }, Invite];
  /** What an e-mailed invite link shows; 404 for an unknown (or replaced) token. */
  'apprenticeship.inviteLinks.get': [{ token: string }, InviteLinkView];
  /** The logged-in holder of the link answers it: UserChallenge on ACCEPT, Invite on DECLINE. */
  'apprenticeship.inviteLinks.answer': [{ token: string; user: UserContact; action: 'ACCEPT' | 'DECLINE' }, UserChallenge | Invite];
  /** Adds an attempt for a week (members of an approved group). */
  'apprenticeship.submissions.create': [MemberRef & { weekId: string; links: string[]; notes: string; files: StoredUpload[] }, Submission];
  'apprenticeship.files.get': [{ fileId: string; userId: string; isAdmin: boolean }, UploadedFileRef];
  /** Which of these stored names an upload row (resume, submission file) points at: the BFF's upload sweep. */
  'apprenticeship.files.referenced': [FileReferencesRequest, FileReferencesReply];
  /** 410 CERTIFICATE_REVOKED when revoked; 404 unknown. */
  'apprenticeship.certificates.get': [{ code: string }, Certificate];
  'apprenticeship.admin.applications.list': [{ challengeId?: string; status?: ApplicationStatus; groupId?: string }, AdminApplication[]];
  'apprenticeship.admin.applications.review': [{ actorId: string; groupId: string; action: 'APPROVE' | 'REJECT' }, AdminApplication];
  /** Oldest first. */
  'apprenticeship.admin.submissions.list': [{ status?: ReviewStatus }, AdminSubmission[]];
  'apprenticeship.admin.submissions.review': [
    { actorId: string; submissionId: string; status: 'ACCEPTED' | 'NEEDS_UPDATE'; feedback?: string },
    AdminSubmission,
  ];
  /**
   * Completes an approved group: a certificate per member, e-mailed. names: the members' full names
   * as the BFF read them from users (a keyed call runs in a transaction that must not call users);
   * without them the service asks users itself.
   */
  'apprenticeship.admin.groups.complete': [
    { actorId: string; groupId: string; overrideReason?: string; names?: { userId: string; fullName: string }[] },
    AdminApplication,
  ];
  /** Every challenge, drafts included, newest start first. */
  'apprenticeship.admin.challenges.list': [Record<string, never>, AdminChallengeSummary[]];
  /** A challenge with its preview, form values and edit locks; drafts included. */
  'apprenticeship.admin.challenges.get': [{ challengeId: string }, AdminChallenge];
  /** A new DRAFT. 400 VALIDATION_FAILED (dates out of order, group sizes, weeks). */
  'apprenticeship.admin.challenges.create': [{ actorId: string; challenge: ChallengeInput }, AdminChallenge];
  /** Replaces a challenge's fields and weeks. 409 APPRENTICESHIP_CHALLENGE_LOCKED when it would break enrolled groups. */
  'apprenticeship.admin.challenges.update': [{ actorId: string; challengeId: string; challenge: ChallengeInput }, AdminChallenge];
  /** DRAFT -> OPEN (or RUNNING from its start date). 409 CONFLICT when already published; 400 when its deadline has passed. */
  'apprenticeship.admin.challenges.publish': [{ actorId: string; challengeId: string }, AdminChallenge];
  'apprenticeship.admin.certificates.revoke': [{ actorId: string; code: string; reason: string }, CertificateRevocation];
}
