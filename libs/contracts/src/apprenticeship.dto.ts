/**
 * Validation classes of the Virtual Apprenticeship API: the BFF validates HTTP input with them (and
 * documents it on the OpenAPI page); the apprenticeship service's message classes extend them.
 * Multipart fields arrive as text: booleans as 'true'/'false', lists as JSON.
 *
 * Not exported from index.ts on purpose (class-validator and @nestjs/swagger stay out of the SPA):
 * import this file by path.
 */
import { Bool, ListOf, OneOf, Text, Uuid } from './field-decorators';
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  type ApplicationStatus,
  type ApplicationType,
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
