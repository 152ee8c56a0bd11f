import { type ReplyOf, pattern } from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminService } from './admin/admin.service';
import { ChallengesService } from './challenges/challenges.service';
import {
  AdminApplicationsMessage,
  AdminSubmissionsMessage,
  ApplicationReviewMessage,
  ChallengeIdMessage,
  CodeMessage,
  CompletionMessage,
  EmptyMessage,
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
  ) {}

  @MessagePattern(pattern('apprenticeship.challenges.list'))
  list(@Payload() _m: EmptyMessage): Promise<ReplyOf<'apprenticeship.challenges.list'>> {
    return this.challenges.list();
  }

  @MessagePattern(pattern('apprenticeship.challenges.get'))
  get(@Payload() m: ChallengeIdMessage): Promise<ReplyOf<'apprenticeship.challenges.get'>> {
    return this.challenges.get(m.challengeId);
  }

  @MessagePattern(pattern('apprenticeship.participants.list'))
  participants(@Payload() m: ParticipantsMessage): Promise<ReplyOf<'apprenticeship.participants.list'>> {
    return this.challenges.participants(m.challengeId, m.excludeGroupId);
  }

  @MessagePattern(pattern('apprenticeship.certificates.get'))
  certificate(@Payload() m: CodeMessage): Promise<ReplyOf<'apprenticeship.certificates.get'>> {
    return this.challenges.certificate(m.code);
  }

  @MessagePattern(pattern('apprenticeship.enrolments.get'))
  enrolment(@Payload() m: MemberRefMessage): Promise<ReplyOf<'apprenticeship.enrolments.get'>> {
    return this.enrolments.get(m.userId, m.challengeId);
  }

  @MessagePattern(pattern('apprenticeship.enrolments.create'))
  enrol(@Payload() m: EnrolMessage): Promise<ReplyOf<'apprenticeship.enrolments.create'>> {
    return this.enrolments.create(m);
  }

  @MessagePattern(pattern('apprenticeship.enrolments.delete'))
  unenrol(@Payload() m: MemberRefMessage): Promise<ReplyOf<'apprenticeship.enrolments.delete'>> {
    return this.enrolments.remove(m.userId, m.challengeId);
  }

  @MessagePattern(pattern('apprenticeship.members.list'))
  members(@Payload() m: MemberRefMessage): Promise<ReplyOf<'apprenticeship.members.list'>> {
    return this.enrolments.members(m.userId, m.challengeId);
  }

  @MessagePattern(pattern('apprenticeship.invites.received'))
  received(@Payload() m: ReceivedInvitesMessage): Promise<ReplyOf<'apprenticeship.invites.received'>> {
    return this.enrolments.received(m.email, m.challengeId);
  }

  @MessagePattern(pattern('apprenticeship.invites.create'))
  invite(@Payload() m: InvitesCreateMessage): Promise<ReplyOf<'apprenticeship.invites.create'>> {
    return this.invites.create(m);
  }

  @MessagePattern(pattern('apprenticeship.invites.answer'))
  answer(@Payload() m: InviteAnswerMessage): Promise<ReplyOf<'apprenticeship.invites.answer'>> {
    return this.invites.answer(m);
  }

  @MessagePattern(pattern('apprenticeship.invites.withdraw'))
  withdraw(@Payload() m: InviteWithdrawMessage): Promise<ReplyOf<'apprenticeship.invites.withdraw'>> {
    return this.invites.withdraw(m);
  }

  @MessagePattern(pattern('apprenticeship.inviteLinks.get'))
  link(@Payload() m: TokenMessage): Promise<ReplyOf<'apprenticeship.inviteLinks.get'>> {
    return this.invites.link(m.token);
  }

  @MessagePattern(pattern('apprenticeship.inviteLinks.answer'))
  answerLink(@Payload() m: LinkAnswerMessage): Promise<ReplyOf<'apprenticeship.inviteLinks.answer'>> {
    return this.invites.answerLink(m);
  }

  @MessagePattern(pattern('apprenticeship.submissions.create'))
  submit(@Payload() m: SubmitMessage): Promise<ReplyOf<'apprenticeship.submissions.create'>> {
    return this.submissions.create(m);
  }

  @MessagePattern(pattern('apprenticeship.files.get'))
  file(@Payload() m: FileMessage): Promise<ReplyOf<'apprenticeship.files.get'>> {
    return this.submissions.file(m.fileId, m.userId, m.isAdmin);
  }

  @MessagePattern(pattern('apprenticeship.admin.applications.list'))
  applications(@Payload() m: AdminApplicationsMessage): Promise<ReplyOf<'apprenticeship.admin.applications.list'>> {
    return this.admin.applications(m);
  }

  @MessagePattern(pattern('apprenticeship.admin.applications.review'))
  reviewApplication(@Payload() m: ApplicationReviewMessage): Promise<ReplyOf<'apprenticeship.admin.applications.review'>> {
    return this.admin.reviewApplication(m);
  }

  @MessagePattern(pattern('apprenticeship.admin.submissions.list'))
  queue(@Payload() m: AdminSubmissionsMessage): Promise<ReplyOf<'apprenticeship.admin.submissions.list'>> {
    return this.admin.submissions(m.status);
  }

  @MessagePattern(pattern('apprenticeship.admin.submissions.review'))
  reviewSubmission(@Payload() m: SubmissionReviewMessage): Promise<ReplyOf<'apprenticeship.admin.submissions.review'>> {
    return this.admin.reviewSubmission(m);
  }

  @MessagePattern(pattern('apprenticeship.admin.groups.complete'))
  complete(@Payload() m: CompletionMessage): Promise<ReplyOf<'apprenticeship.admin.groups.complete'>> {
    return this.admin.complete(m);
  }

  @MessagePattern(pattern('apprenticeship.admin.certificates.revoke'))
  revoke(@Payload() m: RevokeMessage): Promise<ReplyOf<'apprenticeship.admin.certificates.revoke'>> {
    return this.admin.revoke(m);
  }
}
