import type { SalaryRange } from '@lakbay/contracts';

// Salary figures are indicative monthly ranges in pesos, compiled for this catalogue from the
// named public sources (private-sector roles: JobStreet by SEEK salary insights; government posts:
// the DBM salary schedule for their Salary Grades). They were not copied from a single table and
// must be reviewed against the current edition of each source before the platform goes live.
export const JOBSTREET = 'JobStreet by SEEK Philippines salary insights (indicative range, to be reviewed)';
export const DBM = 'DBM salary schedule under the Salary Standardization Law VI, by Salary Grade (indicative range, to be reviewed)';

export const pay = (
  entryMin: number,
  entryMax: number,
  experiencedMin: number,
  experiencedMax: number,
  source = JOBSTREET,
  year = 2024,
): SalaryRange => ({
  entryMin,
  entryMax,
  experiencedMin,
  experiencedMax,
  year,
  source,
});
