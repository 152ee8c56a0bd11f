import type {
  AdminApplication,
  AdminChallenge,
  AdminChallengeSummary,
  AdminSubmission,
  CertificateRevocation,
  RequestUser,
} from '@lakbay/contracts';
import {
  AdminApplicationsQueryDto,
  AdminSubmissionsQueryDto,
  ApplicationReviewDto,
  ChallengeDto,
  CompletionDto,
  RevokeCertificateDto,
  SubmissionReviewDto,
} from '@lakbay/contracts/apprenticeship.dto';
import { ErrorCode } from '@lakbay/contracts';
import { ServiceClient } from '@lakbay/platform';
import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import { CurrentUser, SessionGuard } from '../auth/session.guard';
import { ID_PIPE } from '../content/cached-reply';
import { BffError } from '../http/bff-error';
import { withBody } from '../http/with-body';

const CODE = /^[A-Za-z0-9-]{4,40}$/;

const VALIDATION =
  'VALIDATION_FAILED: a field, the order of the dates (deadline on or before the start, week 1 due on or after it, each week due after the one before) or the group sizes (minimum not above maximum).';

/** Admins: challenge authoring, applications, the submission review queue, completion with merit, certificates. */
@ApiTags('admin: virtual apprenticeship')
@ApiBearerAuth()
@ApiResponse({ status: 401, description: 'Not logged in.' })
@ApiResponse({ status: 403, description: 'Not an admin (or emulating a user).' })
@Controller('admin/virapp')
@UseGuards(SessionGuard, AdminGuard)
export class AdminApprenticeshipController {
  constructor(private readonly services: ServiceClient) {}

  @Get('challenges')
  @ApiOperation({ summary: 'Every challenge, drafts included, with its groups; newest start first.' })
  challenges(): Promise<AdminChallengeSummary[]> {
    return this.services.send('apprenticeship.admin.challenges.list', {});
  }

  @Post('challenges')
  @ApiOperation({ summary: 'Creates a DRAFT challenge (seen by admins only until published) with its weeks.' })
  @ApiBadRequestResponse({ description: VALIDATION })
  createChallenge(@CurrentUser() admin: RequestUser, @Body() body: ChallengeDto): Promise<AdminChallenge> {
    return this.services.send('apprenticeship.admin.challenges.create', { actorId: admin.id, challenge: body });
  }

  @Get('challenges/:challengeId')
  @ApiOperation({
    summary:
      'A challenge as its editor needs it: the preview (challenge: as Kadets see it once published), the form values (input) and what an edit may no longer change (locks).',
  })
  @ApiNotFoundResponse({ description: 'No such challenge.' })
  challenge(@Param('challengeId', ID_PIPE) challengeId: string): Promise<AdminChallenge> {
    return this.services.send('apprenticeship.admin.challenges.get', { challengeId });
  }

  @Put('challenges/:challengeId')
  @ApiOperation({
    summary:
      'Replaces a challenge and its weeks (week N of the body is week N). Once groups are enrolled: weeks already due or with hand-ins stay, a due week keeps its due date, no due date moves into the past, the start date stays once week 1 has opened, seats stay at or above those taken, group sizes keep every enrolled group valid, and the kinds of application in use stay allowed. A CLOSED challenge is read-only.',
  })
  @ApiBadRequestResponse({ description: VALIDATION })
  @ApiNotFoundResponse({ description: 'No such challenge.' })
  @ApiConflictResponse({
    description: 'APPRENTICESHIP_CHALLENGE_LOCKED: the edit would break what enrolled groups signed up for (each field says why).',
  })
  updateChallenge(
    @CurrentUser() admin: RequestUser,
    @Param('challengeId', ID_PIPE) challengeId: string,
    @Body() body: ChallengeDto,
  ): Promise<AdminChallenge> {
    return this.services.send('apprenticeship.admin.challenges.update', { actorId: admin.id, challengeId, challenge: body });
  }

  @Post('challenges/:challengeId/publish')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Publishes a DRAFT: OPEN for enrolment (RUNNING from its start date), listed for everyone; the calendar moves it on. Kept in the audit log.',
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: the enrolment deadline has passed.' })
  @ApiNotFoundResponse({ description: 'No such challenge.' })
  @ApiConflictResponse({ description: 'CONFLICT: already published.' })
  async publishChallenge(@CurrentUser() admin: RequestUser, @Param('challengeId', ID_PIPE) challengeId: string): Promise<AdminChallenge> {
    const published = await this.services.send('apprenticeship.admin.challenges.publish', { actorId: admin.id, challengeId });
    await this.services.send('users.audit.record', {
      actorId: admin.id,
      action: 'virapp.challengePublish',
      method: 'POST',
      path: `/api/v2/admin/virapp/challenges/${challengeId}/publish`,
      details: { challengeId, title: published.challenge.title, status: published.challenge.status },
    });
    return published;
  }

  @Get('applications')
  @ApiOperation({ summary: 'Applications (one per group), oldest first, filtered by challenge and status.' })
  applications(@Query() query: AdminApplicationsQueryDto): Promise<AdminApplication[]> {
    return this.services.send('apprenticeship.admin.applications.list', withBody(query, {}));
  }

  @Patch('applications/:groupId')
  @ApiOperation({ summary: 'Approves or rejects a PENDING application; every member is e-mailed.' })
  @ApiNotFoundResponse({ description: 'No such group.' })
  @ApiConflictResponse({ description: 'CONFLICT: already decided.' })
  review(
    @CurrentUser() admin: RequestUser,
    @Param('groupId', ID_PIPE) groupId: string,
    @Body() body: ApplicationReviewDto,
  ): Promise<AdminApplication> {
    return this.services.send('apprenticeship.admin.applications.review', withBody(body, { actorId: admin.id, groupId }));
  }

  @Get('submissions')
  @ApiOperation({ summary: 'Submissions, oldest first; status=PENDING_REVIEW for the review queue.' })
  submissions(@Query() query: AdminSubmissionsQueryDto): Promise<AdminSubmission[]> {
    return this.services.send('apprenticeship.admin.submissions.list', withBody(query, {}));
  }

  @Patch('submissions/:submissionId')
  @ApiOperation({
    summary:
      'Reviews a pending attempt: ACCEPTED, or NEEDS_UPDATE with feedback (required). The group’s progress is updated and the team e-mailed.',
  })
  @ApiNotFoundResponse({ description: 'No such submission.' })
  @ApiConflictResponse({ description: 'CONFLICT: already reviewed.' })
  reviewSubmission(
    @CurrentUser() admin: RequestUser,
    @Param('submissionId', ID_PIPE) submissionId: string,
    @Body() body: SubmissionReviewDto,
  ): Promise<AdminSubmission> {
    return this.services.send('apprenticeship.admin.submissions.review', withBody(body, { actorId: admin.id, submissionId }));
  }

  @Post('groups/:groupId/completion')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Completes an approved group once every week is accepted, with the merit the rule gives (OUTSTANDING: all at the first attempt and on time; COMMENDABLE: all on time; SATISFACTORY: with a late week). overrideReason completes it without every week accepted (SATISFACTORY) and is kept in the audit log. Each member gets a certificate in their full name, e-mailed with PUBLIC_URL/certificates/{code}.',
  })
  @ApiNotFoundResponse({ description: 'No such group.' })
  @ApiConflictResponse({
    description:
      'CONFLICT: not approved, or already completed; APPRENTICESHIP_COMPLETION_NOT_EARNED: a week is not accepted and no overrideReason.',
  })
  async complete(
    @CurrentUser() admin: RequestUser,
    @Param('groupId', ID_PIPE) groupId: string,
    @Body() body: CompletionDto,
  ): Promise<AdminApplication> {
    // The members' names are read here, before the call: a keyed completion runs in the
    // apprenticeship's transaction, which must not wait on the users service.
    const [application] = await this.services.send('apprenticeship.admin.applications.list', { groupId });
    const userIds = (application?.members ?? []).flatMap((m) => (m.userId && m.inviteId === null ? [m.userId] : []));
    const contacts = userIds.length > 0 ? await this.services.send('users.contacts', { userIds }) : [];
    const names = contacts.map((c) => ({ userId: c.userId, fullName: c.fullName }));
    const done = await this.services.send('apprenticeship.admin.groups.complete', withBody(body, { actorId: admin.id, groupId, names }));
    if (done.completion?.overrideReason) {
      await this.services.send('users.audit.record', {
        actorId: admin.id,
        action: 'virapp.completeOverride',
        method: 'POST',
        path: `/api/v2/admin/virapp/groups/${groupId}/completion`,
        details: {
          groupId,
          challengeId: done.challengeId,
          reason: done.completion.overrideReason,
          acceptedWeeks: done.progress.acceptedWeeks,
          totalWeeks: done.progress.totalWeeks,
        },
      });
    }
    return done;
  }

  @Post('certificates/:code/revoke')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revokes a certificate with a reason: its public page then answers 410 CERTIFICATE_REVOKED.' })
  @ApiNotFoundResponse({ description: 'No such certificate.' })
  @ApiConflictResponse({ description: 'CONFLICT: already revoked.' })
  revoke(
    @CurrentUser() admin: RequestUser,
    @Param('code') code: string,
    @Body() body: RevokeCertificateDto,
  ): Promise<CertificateRevocation> {
    if (!CODE.test(code)) {
      throw new BffError(ErrorCode.NOT_FOUND, 'There is no such certificate.');
    }
    return this.services.send('apprenticeship.admin.certificates.revoke', withBody(body, { actorId: admin.id, code }));
  }
}
