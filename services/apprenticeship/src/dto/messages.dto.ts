// Payloads of the apprenticeship service's messages: the HTTP classes of libs/contracts plus what
// the BFF adds (who acts, the person it resolved in the users service, the files it stored).
import { LANGUAGES, type Language, type RequestOf, type StoredUpload, TIME_ZONE_RULE } from '@lakbay/contracts';
import { UserContactMessage } from '@lakbay/contracts/accounts.dto';
import {
  AdminApplicationsQueryDto,
  AdminSubmissionsQueryDto,
  ApplicationReviewDto,
  ChallengeDto,
  CompletionDto,
  EnrolmentFormDto,
  InviteActionDto,
  InviteLinkActionDto,
  InviteesDto,
  ParticipantsQueryDto,
  RevokeCertificateDto,
  SubmissionFormDto,
  SubmissionReviewDto,
} from '@lakbay/contracts/apprenticeship.dto';
import { Int, ListOf, TimeZone } from '@lakbay/contracts/field-decorators';
import { IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateNested } from 'class-validator';

export class EmptyMessage {}

/** A public read in the reader's language (issue 29): English when left out. */
export class LanguageMessage implements RequestOf<'apprenticeship.challenges.list'> {
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}

export class StoredUploadMessage implements StoredUpload {
  @Matches(/^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/)
  storedName!: string;
  @IsString()
  @MaxLength(255)
  name!: string;
  @Int({ min: 0, max: 100 * 1024 * 1024, plain: true, reversed: true })
  size!: number;
  @IsString()
  @MaxLength(120)
  contentType!: string;
}

export class ChallengeIdMessage implements RequestOf<'apprenticeship.challenges.get'> {
  @IsUUID()
  challengeId!: string;
}

export class MemberRefMessage {
  @IsUUID()
  userId!: string;
  @IsUUID()
  challengeId!: string;
}

export class EnrolmentReadMessage extends MemberRefMessage implements RequestOf<'apprenticeship.enrolments.get'> {
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}

export class ChallengeReadMessage extends ChallengeIdMessage implements RequestOf<'apprenticeship.challenges.get'> {
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}

export class EnrolMessage implements RequestOf<'apprenticeship.enrolments.create'> {
  @ValidateNested()
  @Type(() => UserContactMessage)
  user!: UserContactMessage;
  @IsUUID()
  challengeId!: string;
  @ValidateNested()
  @Type(() => EnrolmentFormDto)
  form!: EnrolmentFormDto;
  @ValidateNested()
  @Type(() => StoredUploadMessage)
  resume!: StoredUploadMessage;
}

export class ReceivedInvitesMessage extends MemberRefMessage implements RequestOf<'apprenticeship.invites.received'> {
  @IsEmail()
  email!: string;
}

export class ParticipantsMessage extends ParticipantsQueryDto implements RequestOf<'apprenticeship.participants.list'> {
  @IsUUID()
  challengeId!: string;
}

/** A group of a challenge, and the member who acts on it. */
export class GroupMemberMessage extends MemberRefMessage {
  @IsUUID()
  groupId!: string;
}

export class InvitesCreateMessage
  extends IntersectionType(InviteesDto, GroupMemberMessage)
  implements RequestOf<'apprenticeship.invites.create'>
{
  @TimeZone(TIME_ZONE_RULE, { optional: true, plain: true })
  timeZone?: string;
  @IsOptional()
  @IsString()
  @MaxLength(400)
  inviterName?: string;
}

/** One invite of one group, and who acts on it. */
export class InviteWithdrawMessage extends GroupMemberMessage implements RequestOf<'apprenticeship.invites.withdraw'> {
  @IsUUID()
  inviteId!: string;
}

export class InviteAnswerMessage
  extends IntersectionType(InviteActionDto, InviteWithdrawMessage)
  implements RequestOf<'apprenticeship.invites.answer'>
{
  @ValidateNested()
  @Type(() => UserContactMessage)
  user!: UserContactMessage;
}

export class TokenMessage implements RequestOf<'apprenticeship.inviteLinks.get'> {
  @IsString()
  @MaxLength(200)
  token!: string;
}

export class LinkAnswerMessage extends InviteLinkActionDto implements RequestOf<'apprenticeship.inviteLinks.answer'> {
  @IsString()
  @MaxLength(200)
  token!: string;
  @ValidateNested()
  @Type(() => UserContactMessage)
  user!: UserContactMessage;
}

export class SubmitMessage extends SubmissionFormDto implements RequestOf<'apprenticeship.submissions.create'> {
  @IsUUID()
  userId!: string;
  @IsUUID()
  challengeId!: string;
  @IsString()
  @MaxLength(40)
  weekId!: string;
  @ListOf('files', { of: { nested: StoredUploadMessage }, max: 5, plain: true, reversed: true })
  files!: StoredUploadMessage[];
}

export class FileMessage implements RequestOf<'apprenticeship.files.get'> {
  @IsUUID()
  fileId!: string;
  @IsUUID()
  userId!: string;
  @IsBoolean()
  isAdmin!: boolean;
}

export class CodeMessage implements RequestOf<'apprenticeship.certificates.get'> {
  @IsString()
  @MaxLength(40)
  code!: string;
}

export class AdminApplicationsMessage extends AdminApplicationsQueryDto implements RequestOf<'apprenticeship.admin.applications.list'> {}

export class ApplicationReviewMessage extends ApplicationReviewDto implements RequestOf<'apprenticeship.admin.applications.review'> {
  @IsUUID()
  actorId!: string;
  @IsUUID()
  groupId!: string;
}

export class AdminSubmissionsMessage extends AdminSubmissionsQueryDto implements RequestOf<'apprenticeship.admin.submissions.list'> {}

export class SubmissionReviewMessage extends SubmissionReviewDto implements RequestOf<'apprenticeship.admin.submissions.review'> {
  @IsUUID()
  actorId!: string;
  @IsUUID()
  submissionId!: string;
}

export class HolderNameMessage {
  @IsUUID()
  userId!: string;
  @IsString()
  @MaxLength(300)
  fullName!: string;
}

export class CompletionMessage extends CompletionDto implements RequestOf<'apprenticeship.admin.groups.complete'> {
  @IsUUID()
  actorId!: string;
  @IsUUID()
  groupId!: string;
  @ListOf('names', { of: { nested: HolderNameMessage }, max: 100, optional: true, plain: true })
  names?: HolderNameMessage[];
}

export class RevokeMessage extends RevokeCertificateDto implements RequestOf<'apprenticeship.admin.certificates.revoke'> {
  @IsUUID()
  actorId!: string;
  @IsString()
  @MaxLength(40)
  code!: string;
}

export class ChallengeCreateMessage implements RequestOf<'apprenticeship.admin.challenges.create'> {
  @IsUUID()
  actorId!: string;
  @ValidateNested()
  @Type(() => ChallengeDto)
  challenge!: ChallengeDto;
}

export class ChallengeUpdateMessage extends ChallengeCreateMessage implements RequestOf<'apprenticeship.admin.challenges.update'> {
  @IsUUID()
  challengeId!: string;
}

export class ChallengePublishMessage implements RequestOf<'apprenticeship.admin.challenges.publish'> {
  @IsUUID()
  actorId!: string;
  @IsUUID()
  challengeId!: string;
}
