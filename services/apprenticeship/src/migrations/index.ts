import { ApprenticeshipTables } from './m20261125-001-apprenticeship';
import { ApprenticeshipLanguages } from './m20261125-040-languages';
import { ApprenticeshipInviteTimeZone } from './m20261202-050-invite-time-zone';
import { ApprenticeshipOutboxLastError } from './m20261202-070-outbox-last-error';
import { ApprenticeshipCalendar } from './m20261202-090-calendar';
import { ApprenticeshipAuthoring } from './m20261203-100-authoring';
import { ApprenticeshipFilipinoTexts } from './m20261203-110-filipino-texts';

/** Applied in order; a shipped name is never renamed (it is recorded in apprenticeship.mikro_orm_migrations). */
export const apprenticeshipMigrations = [
  { name: 'm20261125-001-apprenticeship', class: ApprenticeshipTables },
  { name: 'm20261125-040-languages', class: ApprenticeshipLanguages },
  { name: 'm20261202-050-invite-time-zone', class: ApprenticeshipInviteTimeZone },
  { name: 'm20261202-070-outbox-last-error', class: ApprenticeshipOutboxLastError },
  { name: 'm20261202-090-calendar', class: ApprenticeshipCalendar },
  { name: 'm20261203-100-authoring', class: ApprenticeshipAuthoring },
  { name: 'm20261203-110-filipino-texts', class: ApprenticeshipFilipinoTexts },
];
