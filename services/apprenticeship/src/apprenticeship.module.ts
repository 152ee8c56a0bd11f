import { JobsModule, OutboxModule, TransportModule } from '@lakbay/platform';
import { Module } from '@nestjs/common';
import { AdminService } from './admin/admin.service';
import { AuthoringService } from './authoring/authoring.service';
import { ApprenticeshipController } from './apprenticeship.controller';
import { CalendarJobs } from './calendar/calendar-jobs';
import { CalendarService } from './calendar/calendar.service';
import { ChallengesService } from './challenges/challenges.service';
import { clockProvider } from './common/clock';
import { EnrolmentsService } from './enrolments/enrolments.service';
import { InvitesService } from './invites/invites.service';
import { ApprenticeshipPrivacy, ApprenticeshipPrivacyController } from './privacy/apprenticeship-privacy';
import { SubmissionsService } from './submissions/submissions.service';

/** Virtual Apprenticeship: challenges, enrolments (groups), invites, submissions, reviews, certificates. */
@Module({
  imports: [JobsModule, OutboxModule.forService('apprenticeship'), TransportModule.forClient('apprenticeship')],
  controllers: [ApprenticeshipController, ApprenticeshipPrivacyController],
  providers: [
    clockProvider,
    CalendarService,
    CalendarJobs,
    ChallengesService,
    EnrolmentsService,
    InvitesService,
    SubmissionsService,
    AdminService,
    AuthoringService,
    ApprenticeshipPrivacy,
  ],
})
export class ApprenticeshipModule {}
