import type { SalaryRange } from '@lakbay/contracts';

// Salary figures are round monthly ranges in pesos that Lakbay compiled from the named public
// sources (private-sector roles: JobStreet by SEEK salary insights; government posts: the DBM salary
// schedule for their Salary Grades). They are not copied from a single table, and the source text
// says so ("compiled by Lakbay from"): an admin can replace a range with a cited figure at any time.
export const JOBSTREET = 'Ranges compiled by Lakbay from JobStreet by SEEK Philippines salary insights';
export const DBM = 'Ranges compiled by Lakbay from the DBM salary schedule under the Salary Standardization Law VI, by Salary Grade';

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
