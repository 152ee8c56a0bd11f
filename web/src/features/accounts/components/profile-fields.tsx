import type { CareerCategory, JobSearchStage, StudentStatus, YearLevel } from '@lakbay/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { pickableTimeZones } from '@/lib/time-zone';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { required as requiredRule, type Validator } from '@/components/form/validators';
import { ACCOUNTS_NS, type AccountsT } from '../i18n/register';
import { useAccountOptions } from '../i18n/use-account-options';
import { CAREER_CATEGORY_OPTIONS, LANGUAGE_OPTIONS, USERNAME_PATTERN } from '../model/options';

/*
 * The profile's fields as onboarding asks them and the profile editor (/my/profile/edit) changes
 * them: one component a field (or a pair that stands in one row), so both forms share the label,
 * limits and checks. `name` is where the value sits in the form (the editor nests the Koach's
 * under `coach.`); `required` is onboarding's (the editor leaves most fields optional); `hint`
 * is the caller's, as the two forms say different things around the same field.
 */

/** The values the field sets below hold while a form is open (text as typed, choices as picked). */
export interface NamesValues {
  username?: string;
  firstName?: string;
  lastName?: string;
}

export interface PlaceValues {
  province?: string;
  city?: string;
}

export interface StudiesValues {
  school?: string;
  degree?: string;
  yearLevel?: YearLevel;
  studentStatus?: StudentStatus;
}

export interface InterestsValues {
  careerInterests?: CareerCategory[];
  jobSearchStage?: JobSearchStage;
  bio?: string;
}

export interface CoachProfileValues {
  displayName?: string;
  headline?: string;
  expertise?: CareerCategory[];
  yearsOfExperience?: string;
  bio?: string;
  languages?: string[];
}

export interface CoachLinksValues {
  linkedinUrl?: string;
  meetingLink?: string;
  timeZone?: string;
}

/**
 * The shared field checks take the `t` of the accounts namespace (useTranslation(ACCOUNTS_NS)) of
 * the form that uses them, so their messages speak the interface's language: a form built in
 * render gets the words of that render, never words fixed when the module loaded.
 */
export const usernameRule =
  (t: AccountsT): Validator =>
  (value) =>
    !value?.trim() ? requiredRule(t('fields.username'))(value) : USERNAME_PATTERN.test(value.trim()) ? undefined : t('fields.usernameRule');

/** Years of experience: a whole number from 0 to 70; required unless `mandatory` is false (the profile edit form). */
export const yearsRule =
  (t: AccountsT, mandatory = true): Validator =>
  (value) => {
    if (!value?.trim()) {
      return mandatory ? t('coachFields.yearsRequired') : undefined;
    }
    const years = Number(value);
    return Number.isInteger(years) && years >= 0 && years <= 70 ? undefined : t('coachFields.yearsRange');
  };

/** An https:// address for the field `label` (already in the interface's language). */
export const httpsRule =
  (t: AccountsT, label: string, mandatory: boolean): Validator =>
  (value) => {
    if (!value?.trim()) {
      return mandatory ? t('coachFields.httpsRequired', { label }) : undefined;
    }
    return /^https:\/\/\S+\.\S+/.test(value.trim()) ? undefined : t('coachFields.https', { label });
  };

const pickOne = (label: string) => (value: unknown) =>
  value === undefined || value === null || value === '' ? i18n.t('form.required', { label }) : undefined;
const pickSome = (message: string) => (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : message);

export interface ProfileFieldProps {
  /** Where the value sits in the form; the field's own name by default. */
  name?: string;
  required?: boolean;
  hint?: string;
}

/** The username field of onboarding and of the profile editor: 3 to 30 characters, checked as typed. */
export function UsernameField({ hint }: { hint?: string }) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <TextField
      name="username"
      label={t('fields.username')}
      required
      validate={usernameRule(t)}
      maxChar={30}
      autoComplete="username"
      hint={hint}
    />
  );
}

/** First name (always required) and last name; the caller's row holds them. */
export function NameFields({ lastNameRequired = false }: { lastNameRequired?: boolean }) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <>
      <TextField
        name="firstName"
        label={t('fields.firstName')}
        required
        validate={requiredRule(t('fields.firstName'))}
        maxChar={80}
        autoComplete="given-name"
      />
      <TextField
        name="lastName"
        label={t('fields.lastName')}
        required={lastNameRequired}
        validate={lastNameRequired ? requiredRule(t('fields.lastName')) : undefined}
        maxChar={80}
        autoComplete="family-name"
      />
    </>
  );
}

/** Province and city, both optional. */
export function PlaceFields() {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <>
      <TextField name="province" label={t('fields.province')} maxChar={80} autoComplete="address-level1" />
      <TextField name="city" label={t('fields.city')} maxChar={80} autoComplete="address-level2" />
    </>
  );
}

/** A Kadet's school and degree. */
export function SchoolFields({ required = false, degreeHint }: { required?: boolean; degreeHint?: string }) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <>
      <TextField
        name="school"
        label={t('fields.school')}
        required={required}
        validate={required ? requiredRule(t('fields.school')) : undefined}
        maxChar={120}
        autoComplete="organization"
      />
      <TextField name="degree" label={t('fields.degree')} maxChar={120} hint={degreeHint} />
    </>
  );
}

/** A Kadet's year level and student status; the caller's row holds them. */
export function StudyLevelFields({ required = false }: { required?: boolean }) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { yearLevels, studentStatuses } = useAccountOptions();
  return (
    <>
      <SelectField
        name="yearLevel"
        label={t('fields.yearLevel')}
        options={yearLevels}
        required={required}
        validate={required ? pickOne(t('fields.yearLevel')) : undefined}
      />
      <SelectField
        name="studentStatus"
        label={t('fields.studentStatus')}
        options={studentStatuses}
        required={required}
        validate={required ? pickOne(t('fields.studentStatus')) : undefined}
      />
    </>
  );
}

/** A Kadet's career interests (at least one when required). */
export function CareerInterestsField({ required = false, hint }: ProfileFieldProps) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <SelectField
      name="careerInterests"
      label={t('fields.careerInterests')}
      options={CAREER_CATEGORY_OPTIONS}
      multiple
      required={required}
      validate={required ? pickSome(t('fields.pickCategory')) : undefined}
      hint={hint}
    />
  );
}

/** Where a Kadet is in the job search, optional. */
export function JobSearchStageField() {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { jobSearchStages } = useAccountOptions();
  return <SelectField name="jobSearchStage" label={t('fields.jobSearchStage')} options={jobSearchStages} />;
}

/** A Kadet's few lines about themselves, optional. */
export function KadetBioField({ hint }: ProfileFieldProps) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return <TextareaField name="bio" label={t('fields.bio')} maxChar={1000} hint={hint} />;
}

/** The name a Koach is shown under: always required. */
export function DisplayNameField({ name = 'displayName', hint }: ProfileFieldProps) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <TextField
      name={name}
      label={t('coachFields.displayName')}
      required
      validate={requiredRule(t('coachFields.displayName'))}
      maxChar={80}
      hint={hint}
    />
  );
}

export function HeadlineField({ name = 'headline', required = false, hint }: ProfileFieldProps) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <TextField
      name={name}
      label={t('coachFields.headline')}
      required={required}
      validate={required ? requiredRule(t('coachFields.headline')) : undefined}
      maxChar={120}
      hint={hint}
    />
  );
}

/** A Koach's career categories (at least one when required). */
export function ExpertiseField({ name = 'expertise', required = false }: ProfileFieldProps) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <SelectField
      name={name}
      label={t('coachFields.expertise')}
      options={CAREER_CATEGORY_OPTIONS}
      multiple
      required={required}
      validate={required ? pickSome(t('coachFields.pickCategory')) : undefined}
    />
  );
}

export function YearsOfExperienceField({ name = 'yearsOfExperience', required = false }: ProfileFieldProps) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <TextField name={name} label={t('coachFields.yearsOfExperience')} required={required} validate={yearsRule(t, required)} maxChar={2} />
  );
}

export function CoachBioField({ name = 'bio', required = false, hint }: ProfileFieldProps) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <TextareaField
      name={name}
      label={t('coachFields.bio')}
      required={required}
      validate={required ? requiredRule(t('coachFields.bio')) : undefined}
      maxChar={2000}
      hint={hint}
    />
  );
}

/** The languages a Koach coaches in (at least one when required). */
export function LanguagesField({ name = 'languages', required = false }: ProfileFieldProps) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <SelectField
      name={name}
      label={t('coachFields.languages')}
      options={LANGUAGE_OPTIONS}
      multiple
      required={required}
      validate={required ? pickSome(t('coachFields.pickLanguage')) : undefined}
    />
  );
}

/** A Koach's LinkedIn address: optional, https:// when given. */
export function LinkedinField({ name = 'linkedinUrl' }: ProfileFieldProps) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const label = t('coachFields.linkedinUrl');
  return <TextField name={name} label={label} type="url" validate={httpsRule(t, label, false)} maxChar={300} />;
}

/** The video-call room a Koach's booked Kadets join: https://. */
export function MeetingLinkField({ name = 'meetingLink', required = false, hint }: ProfileFieldProps) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const label = t('coachFields.meetingLink');
  return (
    <TextField
      name={name}
      label={label}
      type="url"
      required={required}
      validate={httpsRule(t, label, required)}
      maxChar={300}
      hint={hint}
    />
  );
}

/** The account's time zone, picked from the browser's list by typing part of it (e.g. Dubai). */
export function TimeZoneField({ name = 'timeZone', required = false, hint }: ProfileFieldProps) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const options = useMemo(() => pickableTimeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })), []);
  return (
    <SelectField
      name={name}
      label={t('fields.timeZone')}
      options={options}
      showSearch
      required={required}
      validate={required ? pickOne(t('fields.timeZone')) : undefined}
      hint={hint ?? t('fields.timeZoneHint')}
    />
  );
}
