/** The rule between a posting's two salary figures, for the admin's saves and the import alike. */
export const SALARY_ORDER = 'Highest salary must not be below the lowest.';

/** True when both salary figures are given and the highest is below the lowest. */
export const salaryOutOfOrder = (min: unknown, max: unknown): boolean => typeof min === 'number' && typeof max === 'number' && min > max;
