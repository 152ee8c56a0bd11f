/**
 * Validation classes of the Virtual Apprenticeship API: the BFF validates HTTP input with them (and
 * documents it on the OpenAPI page); the apprenticeship service's message classes extend them.
 * Multipart fields arrive as text: booleans as 'true'/'false', lists as JSON.
 *
 * Not exported from index.ts on purpose (class-validator and @nestjs/swagger stay out of the SPA):
 * import this file by path.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Bool, OneOf } from './field-decorators';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsOptional,
  IsString,
  IsUUID,
  IsUrl,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  type ApplicationStatus,
  type ApplicationType,
  type EnrolmentForm,
  MERIT_LEVELS,
  type MeritLevel,
  REVIEW_STATUSES,
  type ReviewStatus,
  SUBMISSION_MAX_LINKS,
  type SubmissionForm,
} from './apprenticeship';

const say = (message: string) => ({ message });
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A JSON list sent as one multipart field; a list as is; anything else stays for the validator to refuse. */
const jsonList = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') {
    return value;
  }
  if (value.trim() === '') {
    return [];
  }
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};
/** A JSON list of e-mails, each trimmed and lower-cased. */
const emailList = (params: { value: unknown }) => {
  const value = jsonList(params);
  return Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v)) : value;
};
const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

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

  @ApiPropertyOptional({
    description: 'JSON list of teammates’ e-mails to invite (GROUP), at most the challenge’s maxGroupSize - 1.',
    example: '["ana@example.ph"]',
    type: String,
  })
  @IsOptional()
  @Transform(emailList)
  @IsArray(say('groupEmails must be a JSON list of e-mail addresses.'))
  @ArrayMaxSize(INVITEES_PER_CALL_MAX, say(`groupEmails can hold at most ${INVITEES_PER_CALL_MAX} addresses.`))
  @IsEmail({}, { each: true, message: 'Each of groupEmails must be an e-mail address.' })
  groupEmails: string[] = [];

  @OneOf(APPLICATION_TYPES, 'applicationType must be INDIVIDUAL or GROUP.')
  applicationType!: ApplicationType;

  @ApiPropertyOptional({ maxLength: TEXT_MAX })
  @IsOptional()
  @Transform(trim)
  @IsString(say('additionalComments must be text.'))
  @MaxLength(TEXT_MAX, say(`additionalComments must be at most ${TEXT_MAX} characters.`))
  additionalComments: string = '';

  @ApiProperty({ maxLength: TEXT_MAX, description: 'Why the applicant wants to join.' })
  @Transform(trim)
  @IsString(say('whyJoin must be text.'))
  @MinLength(1, say('Please tell us why you want to join.'))
  @MaxLength(TEXT_MAX, say(`whyJoin must be at most ${TEXT_MAX} characters.`))
  whyJoin!: string;

  @ApiProperty({ maxLength: TEXT_MAX, description: 'Qualities the applicant brings.' })
  @Transform(trim)
  @IsString(say('whatQualities must be text.'))
  @MinLength(1, say('Please tell us what qualities you bring.'))
  @MaxLength(TEXT_MAX, say(`whatQualities must be at most ${TEXT_MAX} characters.`))
  whatQualities!: string;
}

export class SubmissionFormDto implements SubmissionForm {
  @ApiPropertyOptional({
    description: `JSON list of http(s) links, at most ${SUBMISSION_MAX_LINKS}.`,
    example: '["https://example.ph/deck"]',
    type: String,
  })
  @IsOptional()
  @Transform(jsonList)
  @IsArray(say('links must be a JSON list of web addresses.'))
  @ArrayMaxSize(SUBMISSION_MAX_LINKS, say(`links can hold at most ${SUBMISSION_MAX_LINKS} addresses.`))
  @MaxLength(2000, { each: true, message: 'Each link must be at most 2000 characters.' })
  @IsUrl(HTTP_URL, { each: true, message: 'Each link must be an http(s) address.' })
  links: string[] = [];

  @ApiPropertyOptional({ maxLength: NOTES_MAX })
  @IsOptional()
  @Transform(trim)
  @IsString(say('notes must be text.'))
  @MaxLength(NOTES_MAX, say(`notes must be at most ${NOTES_MAX} characters.`))
  notes: string = '';
}

export class InviteesDto {
  @ApiProperty({ type: [String], description: `E-mails to invite, 1 to ${INVITEES_PER_CALL_MAX}.`, example: ['ana@example.ph'] })
  @Transform(emailList)
  @IsArray(say('invitees must be a list of e-mail addresses.'))
  @ArrayMinSize(1, say('Please give at least one e-mail address.'))
  @ArrayMaxSize(INVITEES_PER_CALL_MAX, say(`At most ${INVITEES_PER_CALL_MAX} invitees at a time.`))
  @IsEmail({}, { each: true, message: 'Each invitee must be an e-mail address.' })
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
  @ApiPropertyOptional({ description: 'Leave out the people of this group (usually the caller’s).' })
  @IsOptional()
  @IsUUID('all', say('excludeGroupId must be a group id.'))
  excludeGroupId?: string;
}

export class AdminApplicationsQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID('all', say('challengeId must be a challenge id.'))
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

  @ApiPropertyOptional({ maxLength: NOTES_MAX, description: 'Required for NEEDS_UPDATE: what to change.' })
  // An empty note with an acceptance is no note: only NEEDS_UPDATE needs one.
  @ValidateIf((o: SubmissionReviewDto) => o.status === 'NEEDS_UPDATE' || (typeof o.feedback === 'string' && o.feedback.trim() !== ''))
  @Transform(trim)
  @IsString(say('feedback must be text.'))
  @MinLength(1, say('Please tell the team what to update.'))
  @MaxLength(NOTES_MAX, say(`feedback must be at most ${NOTES_MAX} characters.`))
  feedback?: string;
}

export class CompletionDto {
  @OneOf(MERIT_LEVELS, 'merit must be OUTSTANDING, COMMENDABLE or SATISFACTORY.')
  merit!: MeritLevel;
}

export class RevokeCertificateDto {
  @ApiProperty({ maxLength: 500 })
  @Transform(trim)
  @IsString(say('reason must be text.'))
  @MinLength(1, say('Please give the reason for revoking.'))
  @MaxLength(500, say('reason must be at most 500 characters.'))
  reason!: string;
}
