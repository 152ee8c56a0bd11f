import { Module } from '@nestjs/common';

/** Careers, jobs, videos, events and registrations, FAQs and coaching resources. Its features arrive with their issues; today it answers content.health. */
@Module({})
export class ContentModule {}
