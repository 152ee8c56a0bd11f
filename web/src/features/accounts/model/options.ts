import type { CareerCategory, JobSearchStage, StudentStatus, YearLevel } from '@lakbay/contracts';
import type { SelectOption } from '@/components/form/selection';
import type { AccountsT } from '../i18n/register';

// The web may not load runtime code from libs/contracts: these lists repeat its constants, and the
// types make the compiler reject a value the server does not know.

export const YEAR_LEVEL_OPTIONS: readonly SelectOption<YearLevel>[] = [
  { value: 'GRADE_11', label: 'Grade 11' },
  { value: 'GRADE_12', label: 'Grade 12' },
  { value: 'FIRST_YEAR', label: '1st year college' },
  { value: 'SECOND_YEAR', label: '2nd year college' },
  { value: 'THIRD_YEAR', label: '3rd year college' },
  { value: 'FOURTH_YEAR', label: '4th year college' },
  { value: 'FIFTH_YEAR', label: '5th year college' },
  { value: 'GRADUATE', label: 'Graduate' },
];

export const STUDENT_STATUS_OPTIONS: readonly SelectOption<StudentStatus>[] = [
  { value: 'FULL_TIME', label: 'Full-time student' },
  { value: 'WORKING_STUDENT', label: 'Working student' },
  { value: 'SCHOLAR', label: 'Scholar' },
];

export const JOB_SEARCH_STAGE_OPTIONS: readonly SelectOption<JobSearchStage>[] = [
  { value: 'EXPLORING', label: 'Exploring careers' },
  { value: 'PREPARING', label: 'Preparing to apply' },
  { value: 'APPLYING', label: 'Applying for jobs' },
  { value: 'INTERVIEWING', label: 'Interviewing' },
  { value: 'EMPLOYED', label: 'Employed' },
];

export const CAREER_CATEGORY_OPTIONS: readonly SelectOption<CareerCategory>[] = [
  { value: 'marketing-branding', label: 'Marketing & Branding' },
  { value: 'design', label: 'Design' },
  { value: 'community-development', label: 'Community Development' },
  { value: 'data', label: 'Data' },
  { value: 'brand-management', label: 'Brand Management' },
  { value: 'business', label: 'Business' },
  { value: 'operations', label: 'Operations' },
  { value: 'multimedia', label: 'Multimedia' },
  { value: 'research', label: 'Research' },
  { value: 'math-logic', label: 'Math & Logic' },
  { value: 'sales', label: 'Sales' },
];

export const LANGUAGE_OPTIONS: readonly SelectOption[] = [
  { value: 'English', label: 'English' },
  { value: 'Filipino', label: 'Filipino' },
  { value: 'Cebuano', label: 'Cebuano' },
  { value: 'Ilocano', label: 'Ilocano' },
  { value: 'Hiligaynon', label: 'Hiligaynon' },
  { value: 'Bikol', label: 'Bikol' },
  { value: 'Waray', label: 'Waray' },
  { value: 'Kapampangan', label: 'Kapampangan' },
];

export const DEFAULT_TIME_ZONE = 'Asia/Manila';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** contracts USERNAME_PATTERN. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._]{3,30}$/;
/** Largest avatar upload (contracts AVATAR_MAX_BYTES). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const labelOf = <V extends string>(options: readonly SelectOption<V>[], value: V | null | undefined): string | null =>
  value ? (options.find((option) => option.value === value)?.label ?? value) : null;

export const labelsOf = <V extends string>(options: readonly SelectOption<V>[], values: readonly V[]): string =>
  values.map((value) => labelOf(options, value) ?? value).join(', ');

/** '' (an emptied field) means "no value" to the server. */
export const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * Client-side check of a picture before upload: the same rules as the server's, or null when fine.
 * Its English is the BFF's own sentences (accounts avatar.*), so both checks read alike.
 */
export function avatarProblem(t: AccountsT, file: { size: number; type: string }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return t('avatar.notImage');
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return t('avatar.tooLarge', { size: AVATAR_MAX_BYTES / (1024 * 1024) });
  }
  return null;
}
