import { Module } from '@nestjs/common';

/** Virtual apprenticeship challenges, enrolments, groups, invites and submissions. Its features arrive with their issues; today it answers apprenticeship.health. */
@Module({})
export class ApprenticeshipModule {}
