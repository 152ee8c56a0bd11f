/**
 * Validation classes of the Virtual Apprenticeship API: the BFF validates HTTP input with them (and
 * documents it on the OpenAPI page); the apprenticeship service's message classes extend them.
 * Multipart fields arrive as text: booleans as 'true'/'false', lists as JSON.
 *
 * Not exported from index.ts on purpose (class-validator and @nestjs/swagger stay out of the SPA):
 * import this file by path.
 */
import { Bool, Int, ListOf, Nested, OneOf, Text, Url, Uuid } from './field-decorators';
import { CAREER_CATEGORY_KEYS, type CareerCategory } from './content';
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  type ApplicationStatus,
  type ApplicationType,
  CHALLENGE_MAX_WEEKS,
  type ChallengeInput,
  type ChallengeFilTexts,
  type ChallengeWeekInput,
  type WeekFilTexts,
  GROUP_SIZE_MAX,
  LATE_DAYS_MAX,
  WEEK_MAX_RESOURCES,
  WEEK_MAX_TASKS,
  type WeekResource,
  type EnrolmentForm,
  REVIEW_STATUSES,
  type ReviewStatus,
  SUBMISSION_MAX_LINKS,
  type SubmissionForm,
} from './apprenticeship';

// Links may name a host without a top-level domain.
const ANY_HOST = { require_tld: false };

export const TEXT_MAX = 2000;
export const NOTES_MAX = 5000;
export const INVITEES_PER_CALL_MAX = 20;

export class EnrolmentFormDto implements EnrolmentForm {
  @Bool('sendResumeAndContact', {
    fromText: true,
    api: { description: "'true' or 'false': share the resume and contact details with the partner." },
  })
  sendResumeAndContact!: boolean;

  @Bool('participateInternship', {
    fromText: true,
    api: { description: "'true' or 'false': interested in an internship with the partner." },
  })
  participateInternship!: boolean;

  @Bool('isFirstWorkExperience', { fromText: true, api: { description: "'true' or 'false'." } })
  isFirstWorkExperience!: boolean;

  @ListOf('groupEmails', {
    of: { email: 'Each of groupEmails must be an e-mail address.' },
    notList: 'groupEmails must be a JSON list of e-mail addresses.',
    max: [INVITEES_PER_CALL_MAX, `groupEmails can hold at most ${INVITEES_PER_CALL_MAX} addresses.`],
    json: true,
    optional: true,
    reversed: true,
    api: {
      description: 'JSON list of teammates’ e-mails to invite (GROUP), at most the challenge’s maxGroupSize - 1.',
      example: '["ana@example.ph"]',
      type: String,
    },
  })
  groupEmails: string[] = [];

  @OneOf(APPLICATION_TYPES, 'applicationType must be INDIVIDUAL or GROUP.')
  applicationType!: ApplicationType;

  @Text('additionalComments', { max: TEXT_MAX, optional: true, reversed: true, api: { maxLength: TEXT_MAX } })
  additionalComments: string = '';

  @Text('whyJoin', {
    type: 'whyJoin must be text.',
    min: [1, 'Please tell us why you want to join.'],
    max: TEXT_MAX,
    reversed: true,
    api: { maxLength: TEXT_MAX, description: 'Why the applicant wants to join.' },
  })
  whyJoin!: string;

  @Text('whatQualities', {
    type: 'whatQualities must be text.',
    min: [1, 'Please tell us what qualities you bring.'],
    max: TEXT_MAX,
    reversed: true,
    api: { maxLength: TEXT_MAX, description: 'Qualities the applicant brings.' },
  })
  whatQualities!: string;
}

export class SubmissionFormDto implements SubmissionForm {
  @ListOf('links', {
    of: { url: 'Each link must be an http(s) address.', max: [2000, 'Each link must be at most 2000 characters.'], options: ANY_HOST },
    notList: 'links must be a JSON list of web addresses.',
    max: [SUBMISSION_MAX_LINKS, `links can hold at most ${SUBMISSION_MAX_LINKS} addresses.`],
    json: true,
    optional: true,
    reversed: true,
    api: {
      description: `JSON list of http(s) links, at most ${SUBMISSION_MAX_LINKS}.`,
      example: '["https://example.ph/deck"]',
      type: String,
    },
  })
  links: string[] = [];

  @Text('notes', { max: NOTES_MAX, optional: true, reversed: true, api: { maxLength: NOTES_MAX } })
  notes: string = '';
}

export class InviteesDto {
  @ListOf('invitees', {
    of: { email: 'Each invitee must be an e-mail address.' },
    notList: 'invitees must be a list of e-mail addresses.',
    min: [1, 'Please give at least one e-mail address.'],
    max: [INVITEES_PER_CALL_MAX, `At most ${INVITEES_PER_CALL_MAX} invitees at a time.`],
    json: true,
    reversed: true,
    api: { type: [String], description: `E-mails to invite, 1 to ${INVITEES_PER_CALL_MAX}.`, example: ['ana@example.ph'] },
  })
  invitees!: string[];
}

export class InviteActionDto {
  @OneOf(['ACCEPT', 'DECLINE', 'RESEND'], 'action must be ACCEPT, DECLINE or RESEND.')
  action!: 'ACCEPT' | 'DECLINE' | 'RESEND';
}

export class InviteLinkActionDto {
  @OneOf(['ACCEPT', 'DECLINE'], 'action must be ACCEPT or DECLINE.')
  action!: 'ACCEPT' | 'DECLINE';
}

export class ParticipantsQueryDto {
  @Uuid('excludeGroupId must be a group id.', {
    optional: true,
    api: { description: 'Leave out the people of this group (usually the caller’s).' },
  })
  excludeGroupId?: string;
}

export class AdminApplicationsQueryDto {
  @Uuid('challengeId must be a challenge id.', { optional: true })
  challengeId?: string;

  @OneOf(APPLICATION_STATUSES, 'status must be PENDING, APPROVED or REJECTED.', { optional: true })
  status?: ApplicationStatus;

  @Uuid('groupId must be a group id.', { optional: true })
  groupId?: string;
}

export class ApplicationReviewDto {
  @OneOf(['APPROVE', 'REJECT'], 'action must be APPROVE or REJECT.')
  action!: 'APPROVE' | 'REJECT';
}

export class AdminSubmissionsQueryDto {
  @OneOf(REVIEW_STATUSES, 'status must be PENDING_REVIEW, ACCEPTED or NEEDS_UPDATE.', { optional: true })
  status?: ReviewStatus;
}

export class SubmissionReviewDto {
  @OneOf(['ACCEPTED', 'NEEDS_UPDATE'], 'status must be ACCEPTED or NEEDS_UPDATE.')
  status!: 'ACCEPTED' | 'NEEDS_UPDATE';

  @Text('feedback', {
    // An empty note with an acceptance is no note: only NEEDS_UPDATE needs one.
    optional: (o: SubmissionReviewDto) => o.status === 'NEEDS_UPDATE' || (typeof o.feedback === 'string' && o.feedback.trim() !== ''),
    min: [1, 'Please tell the team what to update.'],
    max: NOTES_MAX,
    reversed: true,
    api: { maxLength: NOTES_MAX, description: 'Required for NEEDS_UPDATE: what to change.' },
  })
  feedback?: string;
}

/** The merit follows the rule (meritFor); an admin gives a reason only to complete a group whose weeks are not all accepted. */
export class CompletionDto {
  @Text('overrideReason', {
    type: 'overrideReason must be text.',
    optional: true,
    min: [1, 'Please give the reason for completing the group without every week accepted.'],
    max: 500,
    reversed: true,
    api: { maxLength: 500, description: 'Completes a group whose weeks are not all accepted; recorded in the audit log.' },
  })
  overrideReason?: string;
}

export class RevokeCertificateDto {
  @Text('reason', {
    type: 'reason must be text.',
    min: [1, 'Please give the reason for revoking.'],
    max: 500,
    reversed: true,
    api: { maxLength: 500 },
  })
  reason!: string;
}

// A day as YYYY-MM-DD; whether it exists (2027-02-30) and the order of the days are checked by the service.
const DAY: [RegExp, string] = [/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD).'];
const day = (label: string): [RegExp, string] => [DAY[0], `${label} ${DAY[1]}`];
// Images come from https addresses: the pages' Content-Security-Policy shows no other.
const HTTPS_IMAGE = (label: string): [RegExp, string] => [
  /^https:\/\/[^\s/]+\.[^\s]+$/,
  `${label} must be a web address starting with https://.`,
];

export class WeekResourceDto implements WeekResource {
  @Text('Resource title', { length: [1, 150] })
  title!: string;

  @Url('Resource link')
  url!: string;
}

const FIL = { optional: true, api: { nullable: true } } as const;
const FIL_VERSION = 'The Filipino version must be an object of the texts in Filipino.';

/** A week's Filipino texts (issue 29): the English limits, each text optional. */
export class WeekFilDto implements WeekFilTexts {
  @Text('Week title (Filipino)', { length: [2, 150], ...FIL })
  title?: string | null;

  @Text('Week brief (Filipino)', { length: [10, 4000], ...FIL })
  brief?: string | null;

  @Text('Deliverable (Filipino)', { length: [2, 2000], ...FIL })
  deliverable?: string | null;
}

/** A challenge's Filipino texts (issue 29): the English limits, each text optional. */
export class ChallengeFilDto implements ChallengeFilTexts {
  @Text('Title (Filipino)', { length: [2, 150], ...FIL })
  title?: string | null;

  @Text('Summary (Filipino)', { length: [10, 300], ...FIL })
  summary?: string | null;

  @Text('Brief (Filipino)', { length: [10, 8000], ...FIL })
  description?: string | null;
}

export class ChallengeWeekDto implements ChallengeWeekInput {
  @Nested(WeekFilDto, { notObject: FIL_VERSION, ...FIL })
  fil?: WeekFilDto | null;

  @Text('Week title', { length: [2, 150], api: { example: 'Know the tindahan' } })
  title!: string;

  @Text('Week brief', { length: [10, 4000] })
  brief!: string;

  @ListOf('Tasks', {
    of: { text: 'task', length: [2, 500] },
    min: [1, 'Give each week at least one task.'],
    max: [WEEK_MAX_TASKS, `List at most ${WEEK_MAX_TASKS} tasks.`],
    api: { example: ['Interview two store owners'] },
  })
  tasks!: string[];

  @Text('Deliverable', { length: [2, 2000], api: { description: 'What the group hands in.' } })
  deliverable!: string;

  @ListOf('Resources', {
    of: { nested: WeekResourceDto },
    max: [WEEK_MAX_RESOURCES, `List at most ${WEEK_MAX_RESOURCES} resources.`],
    optional: 'not-null',
  })
  resources: WeekResource[] = [];

  @Text('Due date', { pattern: day('Due date'), api: { example: '2027-01-17', description: 'End of that day, Asia/Manila.' } })
  dueDate!: string;
}

/** POST and PUT /api/v2/admin/virapp/challenges: the whole challenge (PUT replaces it). */
export class ChallengeDto implements ChallengeInput {
  @Nested(ChallengeFilDto, { notObject: FIL_VERSION, ...FIL })
  fil?: ChallengeFilDto | null;

  @Text('Title', { length: [2, 150], api: { example: 'Sari-Sari Goes Digital' } })
  title!: string;

  @Text('Partner name', { length: [1, 150], api: { example: 'Tindahan Tech Co.' } })
  partnerName!: string;

  @Text('Partner logo', {
    optional: true,
    max: 2000,
    tooLong: 'Partner logo is too long.',
    pattern: HTTPS_IMAGE('Partner logo'),
    api: { nullable: true, description: 'https address of the logo image (pages allow https images only).' },
  })
  partnerLogoUrl: string | null = null;

  @Url('Partner website', { optional: true, api: { nullable: true } })
  partnerWebsite: string | null = null;

  @OneOf(CAREER_CATEGORY_KEYS, 'Category must be one of the career categories.')
  category!: CareerCategory;

  @Text('Summary', { length: [10, 300] })
  summary!: string;

  @Text('Brief', { length: [10, 8000], api: { description: 'The long description on the challenge page.' } })
  description!: string;

  @Text('Cover image', {
    optional: true,
    max: 2000,
    tooLong: 'Cover image is too long.',
    pattern: HTTPS_IMAGE('Cover image'),
    api: { nullable: true, description: 'https address of the cover image (pages allow https images only).' },
  })
  coverImageUrl: string | null = null;

  @Text('Enrolment deadline', {
    pattern: day('Enrolment deadline'),
    api: { example: '2027-01-03', description: 'On or before the start date.' },
  })
  applicationDeadline!: string;

  @Text('Start date', { pattern: day('Start date'), api: { example: '2027-01-11' } })
  startDate!: string;

  @Int({ int: 'Seats must be a whole number.', min: [1, 'Seats must be at least 1.'], max: [100000, 'Seats must be at most 100000.'] })
  slots!: number;

  @ListOf('Who may join', {
    of: { oneOf: APPLICATION_TYPES, message: 'Who may join must be among INDIVIDUAL, GROUP.' },
    min: [1, 'Let individuals, groups or both join.'],
    max: 2,
  })
  applicationTypes!: ApplicationType[];

  @Int({
    int: 'Minimum group size must be a whole number.',
    min: [1, 'Minimum group size must be at least 1.'],
    max: [GROUP_SIZE_MAX, `Minimum group size must be at most ${GROUP_SIZE_MAX}.`],
  })
  minGroupSize!: number;

  @Int({
    int: 'Maximum group size must be a whole number.',
    min: [1, 'Maximum group size must be at least 1.'],
    max: [GROUP_SIZE_MAX, `Maximum group size must be at most ${GROUP_SIZE_MAX}.`],
  })
  maxGroupSize!: number;

  @Int({
    int: 'Late days must be a whole number.',
    min: [0, 'Late days must be at least 0.'],
    max: [LATE_DAYS_MAX, `Late days must be at most ${LATE_DAYS_MAX}.`],
    optional: 'not-null',
  })
  lateDays: number = 0;

  @ListOf('Weeks', {
    of: { nested: ChallengeWeekDto },
    min: [1, 'Give the challenge at least one week.'],
    max: [CHALLENGE_MAX_WEEKS, `A challenge has at most ${CHALLENGE_MAX_WEEKS} weeks.`],
  })
  weeks!: ChallengeWeekDto[];
}
