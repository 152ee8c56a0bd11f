import { Module } from '@nestjs/common';

/** Coach trainings, availability from calendar sync, slots and bookings. Its features arrive with their issues; today it answers scheduling.health. */
@Module({})
export class SchedulingModule {}
