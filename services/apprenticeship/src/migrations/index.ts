import { ApprenticeshipTables } from './m20261125-001-apprenticeship';
import { ApprenticeshipLanguages } from './m20261125-040-languages';

/** Applied in order; a shipped name is never renamed (it is recorded in apprenticeship.mikro_orm_migrations). */
export const apprenticeshipMigrations = [
  { name: 'm20261125-001-apprenticeship', class: ApprenticeshipTables },
  { name: 'm20261125-040-languages', class: ApprenticeshipLanguages },
];
