import { type ReplyOf } from '@lakbay/contracts';
import { FileReferencesMessage } from '@lakbay/contracts/file-references.dto';
import { Handles } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AdminService } from './admin/admin.service';
import { AuthoringService } from './authoring/authoring.service';
import { ChallengesService } from './challenges/challenges.service';
import {
  AdminApplicationsMessage,
  AdminSubmissionsMessage,
  ApplicationReviewMessage,
  ChallengeCreateMessage,
  ChallengeIdMessage,
  ChallengeReadMessage,
  ChallengePublishMessage,
  ChallengeUpdateMessage,
  CodeMessage,
  CompletionMessage,
  EmptyMessage,
  EnrolmentReadMessage,
  LanguageMessage,
  EnrolMessage,
  FileMessage,
  InviteAnswerMessage,
  InviteWithdrawMessage,
  InvitesCreateMessage,
  LinkAnswerMessage,
  MemberRefMessage,
  ParticipantsMessage,
  ReceivedInvitesMessage,
  RevokeMessage,
  SubmissionReviewMessage,
  SubmitMessage,
  TokenMessage,
} from './dto/messages.dto';
import { EnrolmentsService } from './enrolments/enrolments.service';
import { InvitesService } from './invites/invites.service';
import { SubmissionsService } from './submissions/submissions.service';

@Controller()
export class ApprenticeshipController {
  constructor(
    private readonly challenges: ChallengesService,
    private readonly enrolments: EnrolmentsService,
    private readonly invites: InvitesService,
    private readonly submissions: SubmissionsService,
    private readonly admin: AdminService,
    private readonly authoring: AuthoringService,
  ) {}

  @Handles('apprenticeship.challenges.list')
  list(@Payload() m: LanguageMessage): Promise<ReplyOf<'apprenticeship.challenges.list'>> {
    return this.challenges.list(m.language);
  }

  @Handles('apprenticeship.challenges.get')
  get(@Payload() m: ChallengeReadMessage): Promise<ReplyOf<'apprenticeship.challenges.get'>> {
    return this.challenges.get(m.challengeId, m.language);
  }

  @Handles('apprenticeship.participants.list')
  participants(@Payload() m: ParticipantsMessage): Promise<ReplyOf<'apprenticeship.participants.list'>> {
    return this.challenges.participants(m.challengeId, m.excludeGroupId);
  }

  @Handles('apprenticeship.certificates.get')
  certificate(@Payload() m: CodeMessage): Promise<ReplyOf<'apprenticeship.certificates.get'>> {
    return this.challenges.certificate(m.code);
  }

  @Handles('apprenticeship.enrolments.get')
  enrolment(@Payload() m: EnrolmentReadMessage): Promise<ReplyOf<'apprenticeship.enrolments.get'>> {
    return this.enrolments.get(m.userId, m.challengeId, m.language);
  }

  @Handles('apprenticeship.enrolments.create')
  enrol(@Payload() m: EnrolMessage): Promise<ReplyOf<'apprenticeship.enrolments.create'>> {
    return this.enrolments.create(m);
  }

  @Handles('apprenticeship.enrolments.delete')
  unenrol(@Payload() m: MemberRefMessage): Promise<ReplyOf<'apprenticeship.enrolments.delete'>> {
    return this.enrolments.remove(m.userId, m.challengeId);
  }

  @Handles('apprenticeship.members.list')
  members(@Payload() m: MemberRefMessage): Promise<ReplyOf<'apprenticeship.members.list'>> {
    return this.enrolments.members(m.userId, m.challengeId);
  }

  @Handles('apprenticeship.invites.received')
  received(@Payload() m: ReceivedInvitesMessage): Promise<ReplyOf<'apprenticeship.invites.received'>> {
    return this.enrolments.received(m.email, m.challengeId);
  }

  @Handles('apprenticeship.invites.create')
  invite(@Payload() m: InvitesCreateMessage): Promise<ReplyOf<'apprenticeship.invites.create'>> {
    return this.invites.create(m);
  }

  @Handles('apprenticeship.invites.answer')
  answer(@Payload() m: InviteAnswerMessage): Promise<ReplyOf<'apprenticeship.invites.answer'>> {
    return this.invites.answer(m);
  }

  @Handles('apprenticeship.invites.withdraw')
  withdraw(@Payload() m: InviteWithdrawMessage): Promise<ReplyOf<'apprenticeship.invites.withdraw'>> {
    return this.invites.withdraw(m);
  }

  @Handles('apprenticeship.inviteLinks.get')
  link(@Payload() m: TokenMessage): Promise<ReplyOf<'apprenticeship.inviteLinks.get'>> {
    return this.invites.link(m.token);
  }

  @Handles('apprenticeship.inviteLinks.answer')
  answerLink(@Payload() m: LinkAnswerMessage): Promise<ReplyOf<'apprenticeship.inviteLinks.answer'>> {
    return this.invites.answerLink(m);
  }

  @Handles('apprenticeship.submissions.create')
  submit(@Payload() m: SubmitMessage): Promise<ReplyOf<'apprenticeship.submissions.create'>> {
    return this.submissions.create(m);
  }

  @Handles('apprenticeship.files.referenced')
  async referencedFiles(@Payload() m: FileReferencesMessage): Promise<ReplyOf<'apprenticeship.files.referenced'>> {
    return { referenced: await this.submissions.referencedFiles(m.files) };
  }

  @Handles('apprenticeship.files.get')
  file(@Payload() m: FileMessage): Promise<ReplyOf<'apprenticeship.files.get'>> {
    return this.submissions.file(m.fileId, m.userId, m.isAdmin);
  }

  @Handles('apprenticeship.admin.applications.list')
  applications(@Payload() m: AdminApplicationsMessage): Promise<ReplyOf<'apprenticeship.admin.applications.list'>> {
    return this.admin.applications(m);
  }

  @Handles('apprenticeship.admin.applications.review')
  reviewApplication(@Payload() m: ApplicationReviewMessage): Promise<ReplyOf<'apprenticeship.admin.applications.review'>> {
    return this.admin.reviewApplication(m);
  }

  @Handles('apprenticeship.admin.submissions.list')
  queue(@Payload() m: AdminSubmissionsMessage): Promise<ReplyOf<'apprenticeship.admin.submissions.list'>> {
    return this.admin.submissions(m.status);
  }

  @Handles('apprenticeship.admin.submissions.review')
  reviewSubmission(@Payload() m: SubmissionReviewMessage): Promise<ReplyOf<'apprenticeship.admin.submissions.review'>> {
    return this.admin.reviewSubmission(m);
  }

  @Handles('apprenticeship.admin.groups.complete')
  complete(@Payload() m: CompletionMessage): Promise<ReplyOf<'apprenticeship.admin.groups.complete'>> {
    return this.admin.complete(m);
  }

  @Handles('apprenticeship.admin.certificates.revoke')
  revoke(@Payload() m: RevokeMessage): Promise<ReplyOf<'apprenticeship.admin.certificates.revoke'>> {
    return this.admin.revoke(m);
  }

  @Handles('apprenticeship.admin.challenges.list')
  adminChallenges(@Payload() _m: EmptyMessage): Promise<ReplyOf<'apprenticeship.admin.challenges.list'>> {
    return this.authoring.list();
  }

  @Handles('apprenticeship.admin.challenges.get')
  adminChallenge(@Payload() m: ChallengeIdMessage): Promise<ReplyOf<'apprenticeship.admin.challenges.get'>> {
    return this.authoring.get(m.challengeId);
  }

  @Handles('apprenticeship.admin.challenges.create')
  createChallenge(@Payload() m: ChallengeCreateMessage): Promise<ReplyOf<'apprenticeship.admin.challenges.create'>> {
    return this.authoring.create(m.challenge);
  }

  @Handles('apprenticeship.admin.challenges.update')
  updateChallenge(@Payload() m: ChallengeUpdateMessage): Promise<ReplyOf<'apprenticeship.admin.challenges.update'>> {
    return this.authoring.update(m.challengeId, m.challenge);
  }

  @Handles('apprenticeship.admin.challenges.publish')
  publishChallenge(@Payload() m: ChallengePublishMessage): Promise<ReplyOf<'apprenticeship.admin.challenges.publish'>> {
    return this.authoring.publish(m.challengeId);
  }
}
