import { JobsModule, OutboxModule } from '@lakbay/platform';
import { Module } from '@nestjs/common';
import { AdminService } from './admin/admin.service';
import { ApprenticeshipController } from './apprenticeship.controller';
import { ChallengesService } from './challenges/challenges.service';
import { EnrolmentsService } from './enrolments/enrolments.service';
import { InvitesService } from './invites/invites.service';
import { ApprenticeshipPrivacy, ApprenticeshipPrivacyController } from './privacy/apprenticeship-privacy';
import { SubmissionsService } from './submissions/submissions.service';

/** Virtual Apprenticeship: challenges, enrolments (groups), invites, submissions, reviews, certificates. */
@Module({
  imports: [JobsModule, OutboxModule.forService('apprenticeship')],
  controllers: [ApprenticeshipController, ApprenticeshipPrivacyController],
  providers: [ChallengesService, EnrolmentsService, InvitesService, SubmissionsService, AdminService, ApprenticeshipPrivacy],
})
export class ApprenticeshipModule {}
