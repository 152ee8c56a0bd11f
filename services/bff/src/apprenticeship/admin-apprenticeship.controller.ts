import type { AdminApplication, AdminSubmission, CertificateRevocation, RequestUser } from '@lakbay/contracts';
import {
  AdminApplicationsQueryDto,
  AdminSubmissionsQueryDto,
  ApplicationReviewDto,
  CompletionDto,
  RevokeCertificateDto,
  SubmissionReviewDto,
} from '@lakbay/contracts/apprenticeship.dto';
import { ErrorCode } from '@lakbay/contracts';
import { ServiceClient } from '@lakbay/platform';
import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import { CurrentUser, SessionGuard } from '../auth/session.guard';
import { ID_PIPE } from '../content/cached-reply';
import { BffError } from '../http/bff-error';
import { withBody } from '../http/with-body';

const CODE = /^[A-Za-z0-9-]{4,40}$/;

/** Admins: applications, the submission review queue, completion with merit, certificates. */
@ApiTags('admin: virtual apprenticeship')
@ApiBearerAuth()
@ApiResponse({ status: 401, description: 'Not logged in.' })
@ApiResponse({ status: 403, description: 'Not an admin (or emulating a user).' })
@Controller('admin/virapp')
@UseGuards(SessionGuard, AdminGuard)
export class AdminApprenticeshipController {
  constructor(private readonly services: ServiceClient) {}

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
    const done = await this.services.send('apprenticeship.admin.groups.complete', withBody(body, { actorId: admin.id, groupId }));
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
