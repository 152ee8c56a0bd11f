import { ApprenticeshipTables } from './m20261125-001-apprenticeship';

/** Applied in order; a shipped name is never renamed (it is recorded in apprenticeship.mikro_orm_migrations). */
export const apprenticeshipMigrations = [{ name: 'm20261125-001-apprenticeship', class: ApprenticeshipTables }];
