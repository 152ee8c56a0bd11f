import { Trans, useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { ACCOUNTS_NS, type AccountsT } from '../i18n/register';
import { useAccountOptions } from '../i18n/use-account-options';
import type {
  CareerCategory,
  CoachOnboardingLinksStep,
  CoachOnboardingProfileStep,
  JobSearchStage,
  OnboardingInterestsStep,
  OnboardingNamesStep,
  OnboardingStudiesStep,
  StudentStatus,
  UserProfile,
  YearLevel,
} from '@lakbay/contracts';
import { AppForm } from '@/components/form/app-form';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { required, type Validator } from '@/components/form/validators';
import { NewTabLink } from '@/components/new-tab-link';
import { PATHS } from '@/lib/paths';
import { blankToNull, CAREER_CATEGORY_OPTIONS, DEFAULT_TIME_ZONE, LANGUAGE_OPTIONS, USERNAME_PATTERN } from '../model/options';
import styles from './accounts.module.css';
import { CheckboxField } from './checkbox-field';

export interface StepProps<Body> {
  profile: UserProfile;
  /** Saves the step; throws the API error so the form can show it. */
  onSave: (body: Body) => Promise<unknown>;
  /** The previous step's address, if any. */
  back?: React.ReactNode;
  submitLabel: string;
}

/**
 * The shared field checks take the `t` of the accounts namespace (useTranslation(ACCOUNTS_NS)) of
 * the form that uses them, so their messages speak the interface's language: a form built in
 * render gets the words of that render, never words fixed when the module loaded.
 */
export const usernameRule =
  (t: AccountsT): Validator =>
  (value) =>
    !value?.trim() ? required(t('fields.username'))(value) : USERNAME_PATTERN.test(value.trim()) ? undefined : t('fields.usernameRule');

const pickOne = (label: string) => (value: unknown) =>
  value === undefined || value === null || value === '' ? i18n.t('form.required', { label }) : undefined;
const pickSome = (message: string) => (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : message);
const consentRule = (t: AccountsT) => (value: boolean | undefined) => (value === true ? undefined : t('fields.consentRequired'));

function StepActions({ back, submitLabel }: { back?: React.ReactNode; submitLabel: string }) {
  return (
    <div className={styles.actions}>
      {back ?? <span />}
      <SubmitButton>{submitLabel}</SubmitButton>
    </div>
  );
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

function ConsentField() {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <CheckboxField name="dataPrivacyConsent" label={t('fields.consent')} required validate={consentRule(t)}>
      <Trans t={t} i18nKey="fields.consentText" components={{ privacy: <NewTabLink href={PATHS.privacy} /> }} />
    </CheckboxField>
  );
}

type NamesValues = Partial<OnboardingNamesStep>;
const NAMES_FIELDS = ['username', 'firstName', 'lastName'] as const;

/** Step 2, both roles: username and names. A taken username comes back from the server under its field. */
export function NamesStep({ profile, onSave, back, submitLabel }: StepProps<OnboardingNamesStep>) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <AppForm<NamesValues>
      label={t('onboarding.kadetSteps.s2')}
      className={styles.form}
      fields={NAMES_FIELDS}
      initialValues={{ username: profile.username ?? '', firstName: profile.firstName ?? '', lastName: profile.lastName ?? '' }}
      onSubmit={(values) =>
        onSave({
          username: values.username?.trim() ?? '',
          firstName: values.firstName?.trim() ?? '',
          lastName: values.lastName?.trim() ?? '',
        })
      }
    >
      <UsernameField hint={t('fields.usernameHint')} />
      <div className={styles.row}>
        <TextField
          name="firstName"
          label={t('fields.firstName')}
          required
          validate={required(t('fields.firstName'))}
          maxChar={80}
          autoComplete="given-name"
        />
        <TextField
          name="lastName"
          label={t('fields.lastName')}
          required
          validate={required(t('fields.lastName'))}
          maxChar={80}
          autoComplete="family-name"
        />
      </div>
      <StepActions back={back} submitLabel={submitLabel} />
    </AppForm>
  );
}

interface StudiesValues {
  school?: string;
  degree?: string;
  yearLevel?: YearLevel;
  studentStatus?: StudentStatus;
  province?: string;
  city?: string;
}
const STUDIES_FIELDS = ['school', 'degree', 'yearLevel', 'studentStatus', 'province', 'city'] as const;

/** Kadet step 3: school and studies. */
export function StudiesStep({ profile, onSave, back, submitLabel }: StepProps<OnboardingStudiesStep>) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { yearLevels, studentStatuses } = useAccountOptions();
  return (
    <AppForm<StudiesValues>
      label={t('onboarding.kadetSteps.s3')}
      className={styles.form}
      fields={STUDIES_FIELDS}
      initialValues={{
        school: profile.school ?? '',
        degree: profile.degree ?? '',
        yearLevel: profile.yearLevel ?? undefined,
        studentStatus: profile.studentStatus ?? undefined,
        province: profile.province ?? '',
        city: profile.city ?? '',
      }}
      onSubmit={(values) =>
        onSave({
          school: values.school?.trim() ?? '',
          degree: blankToNull(values.degree),
          yearLevel: values.yearLevel as YearLevel,
          studentStatus: values.studentStatus as StudentStatus,
          province: blankToNull(values.province),
          city: blankToNull(values.city),
        })
      }
    >
      <TextField
        name="school"
        label={t('fields.school')}
        required
        validate={required(t('fields.school'))}
        maxChar={120}
        autoComplete="organization"
      />
      <TextField name="degree" label={t('fields.degree')} maxChar={120} hint={t('fields.degreeHint')} />
      <div className={styles.row}>
        <SelectField
          name="yearLevel"
          label={t('fields.yearLevel')}
          options={yearLevels}
          required
          validate={pickOne(t('fields.yearLevel'))}
        />
        <SelectField
          name="studentStatus"
          label={t('fields.studentStatus')}
          options={studentStatuses}
          required
          validate={pickOne(t('fields.studentStatus'))}
        />
      </div>
      <div className={styles.row}>
        <TextField name="province" label={t('fields.province')} maxChar={80} autoComplete="address-level1" />
        <TextField name="city" label={t('fields.city')} maxChar={80} autoComplete="address-level2" />
      </div>
      <StepActions back={back} submitLabel={submitLabel} />
    </AppForm>
  );
}

interface InterestsValues {
  careerInterests?: CareerCategory[];
  jobSearchStage?: JobSearchStage;
  bio?: string;
  dataPrivacyConsent?: boolean;
}
const INTERESTS_FIELDS = ['careerInterests', 'jobSearchStage', 'bio', 'dataPrivacyConsent'] as const;

/** Kadet step 4: career interests and the Data Privacy Act consent; finishes onboarding. */
export function InterestsStep({ profile, onSave, back, submitLabel }: StepProps<OnboardingInterestsStep>) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { jobSearchStages } = useAccountOptions();
  return (
    <AppForm<InterestsValues>
      label={t('onboarding.kadetSteps.s4')}
      className={styles.form}
      fields={INTERESTS_FIELDS}
      initialValues={{
        careerInterests: profile.careerInterests,
        jobSearchStage: profile.jobSearchStage ?? undefined,
        bio: profile.bio ?? '',
        dataPrivacyConsent: profile.dataPrivacyConsentAt !== null,
      }}
      onSubmit={(values) =>
        onSave({
          careerInterests: values.careerInterests ?? [],
          jobSearchStage: values.jobSearchStage ?? null,
          bio: blankToNull(values.bio),
          dataPrivacyConsent: values.dataPrivacyConsent === true,
        })
      }
    >
      <SelectField
        name="careerInterests"
        label={t('fields.careerInterests')}
        options={CAREER_CATEGORY_OPTIONS}
        multiple
        required
        validate={pickSome(t('fields.pickCategory'))}
        hint={t('fields.careerInterestsHint')}
      />
      <SelectField name="jobSearchStage" label={t('fields.jobSearchStage')} options={jobSearchStages} />
      <TextareaField name="bio" label={t('fields.bio')} maxChar={1000} hint={t('fields.bioHint')} />
      <ConsentField />
      <StepActions back={back} submitLabel={submitLabel} />
    </AppForm>
  );
}

interface CoachProfileValues {
  displayName?: string;
  headline?: string;
  expertise?: CareerCategory[];
  yearsOfExperience?: string;
  bio?: string;
  languages?: string[];
}
const COACH_PROFILE_FIELDS = ['displayName', 'headline', 'expertise', 'yearsOfExperience', 'bio', 'languages'] as const;

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

/** Koach step 3: the public profile Kadets see on /coaches/{slug}. */
export function CoachProfileStep({ profile, onSave, back, submitLabel }: StepProps<CoachOnboardingProfileStep>) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const coach = profile.coach;
  return (
    <AppForm<CoachProfileValues>
      label={t('onboarding.coachSteps.s3')}
      className={styles.form}
      fields={COACH_PROFILE_FIELDS}
      initialValues={{
        displayName: coach?.displayName ?? [profile.firstName, profile.lastName].filter(Boolean).join(' '),
        headline: coach?.headline ?? '',
        expertise: coach?.expertise ?? [],
        yearsOfExperience: coach?.yearsOfExperience?.toString() ?? '',
        bio: coach?.bio ?? '',
        languages: coach?.languages.length ? coach.languages : ['English', 'Filipino'],
      }}
      onSubmit={(values) =>
        onSave({
          displayName: values.displayName?.trim() ?? '',
          headline: values.headline?.trim() ?? '',
          expertise: values.expertise ?? [],
          yearsOfExperience: Number(values.yearsOfExperience),
          bio: values.bio?.trim() ?? '',
          languages: values.languages ?? [],
        })
      }
    >
      <TextField
        name="displayName"
        label={t('coachFields.displayName')}
        required
        validate={required(t('coachFields.displayName'))}
        maxChar={80}
        hint={t('coachFields.displayNameHint')}
      />
      <TextField
        name="headline"
        label={t('coachFields.headline')}
        required
        validate={required(t('coachFields.headline'))}
        maxChar={120}
        hint={t('coachFields.headlineHint')}
      />
      <SelectField
        name="expertise"
        label={t('coachFields.expertise')}
        options={CAREER_CATEGORY_OPTIONS}
        multiple
        required
        validate={pickSome(t('coachFields.pickCategory'))}
      />
      <TextField name="yearsOfExperience" label={t('coachFields.yearsOfExperience')} required validate={yearsRule(t)} maxChar={2} />
      <TextareaField
        name="bio"
        label={t('coachFields.bio')}
        required
        validate={required(t('coachFields.bio'))}
        maxChar={2000}
        hint={t('coachFields.bioHint')}
      />
      <SelectField
        name="languages"
        label={t('coachFields.languages')}
        options={LANGUAGE_OPTIONS}
        multiple
        required
        validate={pickSome(t('coachFields.pickLanguage'))}
      />
      <StepActions back={back} submitLabel={submitLabel} />
    </AppForm>
  );
}

interface CoachLinksValues {
  linkedinUrl?: string;
  meetingLink?: string;
  timeZone?: string;
  dataPrivacyConsent?: boolean;
}
const COACH_LINKS_FIELDS = ['linkedinUrl', 'meetingLink', 'timeZone', 'dataPrivacyConsent'] as const;

/** An https:// address for the field `label` (already in the interface's language). */
export const httpsRule =
  (t: AccountsT, label: string, mandatory: boolean): Validator =>
  (value) => {
    if (!value?.trim()) {
      return mandatory ? t('coachFields.httpsRequired', { label }) : undefined;
    }
    return /^https:\/\/\S+\.\S+/.test(value.trim()) ? undefined : t('coachFields.https', { label });
  };

/** Koach step 4: LinkedIn, meeting room, time zone and consent; finishes onboarding. */
export function CoachLinksStep({ profile, onSave, back, submitLabel }: StepProps<CoachOnboardingLinksStep>) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const coach = profile.coach;
  return (
    <AppForm<CoachLinksValues>
      label={t('onboarding.coachSteps.s4')}
      className={styles.form}
      fields={COACH_LINKS_FIELDS}
      initialValues={{
        linkedinUrl: coach?.linkedinUrl ?? '',
        meetingLink: coach?.meetingLink ?? '',
        timeZone: coach?.timeZone ?? DEFAULT_TIME_ZONE,
        dataPrivacyConsent: profile.dataPrivacyConsentAt !== null,
      }}
      onSubmit={(values) =>
        onSave({
          linkedinUrl: blankToNull(values.linkedinUrl),
          meetingLink: values.meetingLink?.trim() ?? '',
          timeZone: values.timeZone?.trim() || DEFAULT_TIME_ZONE,
          dataPrivacyConsent: values.dataPrivacyConsent === true,
        })
      }
    >
      <TextField
        name="linkedinUrl"
        label={t('coachFields.linkedinUrl')}
        type="url"
        validate={httpsRule(t, t('coachFields.linkedinUrl'), false)}
        maxChar={300}
      />
      <TextField
        name="meetingLink"
        label={t('coachFields.meetingLink')}
        type="url"
        required
        validate={httpsRule(t, t('coachFields.meetingLink'), true)}
        maxChar={300}
        hint={t('coachFields.meetingLinkHint')}
      />
      <TextField
        name="timeZone"
        label={t('coachFields.timeZone')}
        required
        validate={required(t('coachFields.timeZone'))}
        maxChar={60}
        hint={t('coachFields.timeZoneHint')}
      />
      <ConsentField />
      <StepActions back={back} submitLabel={submitLabel} />
    </AppForm>
  );
}
