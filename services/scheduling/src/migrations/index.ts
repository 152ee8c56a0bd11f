import { SchedulingTables } from './m20261125-001-scheduling';
import { SchedulingBookingLanguages } from './m20261125-040-booking-languages';
import { SchedulingBookingKadetTimeZone } from './m20261202-050-booking-kadet-time-zone';
import { SchedulingTrainingLanguagesRetired } from './m20261202-060-training-languages-retired';
import { SchedulingOutboxLastError } from './m20261202-070-outbox-last-error';
import { SchedulingBookingFirstNames } from './m20261203-080-booking-first-names';
import { SchedulingTrainingFilipinoTexts } from './m20261204-090-training-filipino-texts';

/** Applied in order; a shipped name is never renamed (it is recorded in scheduling.mikro_orm_migrations). */
export const schedulingMigrations = [
  { name: 'm20261125-001-scheduling', class: SchedulingTables },
  { name: 'm20261125-040-booking-languages', class: SchedulingBookingLanguages },
  { name: 'm20261202-050-booking-kadet-time-zone', class: SchedulingBookingKadetTimeZone },
  { name: 'm20261202-060-training-languages-retired', class: SchedulingTrainingLanguagesRetired },
  { name: 'm20261202-070-outbox-last-error', class: SchedulingOutboxLastError },
  { name: 'm20261203-080-booking-first-names', class: SchedulingBookingFirstNames },
  { name: 'm20261204-090-training-filipino-texts', class: SchedulingTrainingFilipinoTexts },
];
