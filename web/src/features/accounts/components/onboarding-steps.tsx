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
import { required } from '@/components/form/validators';
import { NewTabLink } from '@/components/new-tab-link';
import { PATHS } from '@/lib/paths';
import {
  blankToNull,
  CAREER_CATEGORY_OPTIONS,
  DEFAULT_TIME_ZONE,
  JOB_SEARCH_STAGE_OPTIONS,
  LANGUAGE_OPTIONS,
  STUDENT_STATUS_OPTIONS,
  USERNAME_PATTERN,
  USERNAME_RULE,
  YEAR_LEVEL_OPTIONS,
} from '../model/options';
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

export const usernameRule = (value: string | undefined): string | undefined =>
  !value?.trim() ? 'Username is required' : USERNAME_PATTERN.test(value.trim()) ? undefined : USERNAME_RULE;

const pickOne = (label: string) => (value: unknown) =>
  value === undefined || value === null || value === '' ? `${label} is required` : undefined;
const pickSome = (message: string) => (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : message);
const consentRule = (value: boolean | undefined) =>
  value === true ? undefined : 'Please agree to the Data Privacy Act consent to finish signing up.';

function StepActions({ back, submitLabel }: { back?: React.ReactNode; submitLabel: string }) {
  return (
    <div className={styles.actions}>
      {back ?? <span />}
      <SubmitButton>{submitLabel}</SubmitButton>
    </div>
  );
}

function ConsentField() {
  return (
    <CheckboxField name="dataPrivacyConsent" label="Data Privacy Act consent" required validate={consentRule}>
      I agree that Lakbay may collect and process my personal data to run my account, as the Data Privacy Act of 2012 (Republic Act No.
      10173) allows and as our <NewTabLink href={PATHS.privacy}>Privacy Policy</NewTabLink> describes.
    </CheckboxField>
  );
}

type NamesValues = Partial<OnboardingNamesStep>;
const NAMES_FIELDS = ['username', 'firstName', 'lastName'] as const;

/** Step 2, both roles: username and names. A taken username comes back from the server under its field. */
export function NamesStep({ profile, onSave, back, submitLabel }: StepProps<OnboardingNamesStep>) {
  return (
    <AppForm<NamesValues>
      label="Username and names"
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
      <TextField
        name="username"
        label="Username"
        required
        validate={usernameRule}
        maxChar={30}
        autoComplete="username"
        hint="How people on Lakbay will know you. Letters, digits, dots and underscores."
      />
      <div className={styles.row}>
        <TextField name="firstName" label="First name" required validate={required('First name')} maxChar={80} autoComplete="given-name" />
        <TextField name="lastName" label="Last name" required validate={required('Last name')} maxChar={80} autoComplete="family-name" />
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
  return (
    <AppForm<StudiesValues>
      label="School and studies"
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
      <TextField name="school" label="School" required validate={required('School')} maxChar={120} autoComplete="organization" />
      <TextField name="degree" label="Degree or programme" maxChar={120} hint="e.g. BS Computer Science, or your SHS strand" />
      <div className={styles.row}>
        <SelectField name="yearLevel" label="Year level" options={YEAR_LEVEL_OPTIONS} required validate={pickOne('Year level')} />
        <SelectField
          name="studentStatus"
          label="Student status"
          options={STUDENT_STATUS_OPTIONS}
          required
          validate={pickOne('Student status')}
        />
      </div>
      <div className={styles.row}>
        <TextField name="province" label="Province" maxChar={80} autoComplete="address-level1" />
        <TextField name="city" label="City or municipality" maxChar={80} autoComplete="address-level2" />
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
  return (
    <AppForm<InterestsValues>
      label="Interests and consent"
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
        label="Career interests"
        options={CAREER_CATEGORY_OPTIONS}
        multiple
        required
        validate={pickSome('Choose at least one of the career categories.')}
        hint="Pick the fields you want to explore; you can change them later."
      />
      <SelectField name="jobSearchStage" label="Where are you in your job search?" options={JOB_SEARCH_STAGE_OPTIONS} />
      <TextareaField
        name="bio"
        label="About you"
        maxChar={1000}
        hint="A few lines for your Koaches: what you study, what you hope to do."
      />
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

export const yearsRule = (value: string | undefined): string | undefined => {
  if (!value?.trim()) {
    return 'Years of experience is required';
  }
  const years = Number(value);
  return Number.isInteger(years) && years >= 0 && years <= 70 ? undefined : 'Years of experience must be a whole number from 0 to 70.';
};

/** Koach step 3: the public profile Kadets see on /coaches/{slug}. */
export function CoachProfileStep({ profile, onSave, back, submitLabel }: StepProps<CoachOnboardingProfileStep>) {
  const coach = profile.coach;
  return (
    <AppForm<CoachProfileValues>
      label="Your Koach profile"
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
        label="Display name"
        required
        validate={required('Display name')}
        maxChar={80}
        hint="Shown to Kadets."
      />
      <TextField
        name="headline"
        label="Headline"
        required
        validate={required('Headline')}
        maxChar={120}
        hint="Your role and company, e.g. Product Designer at Kalye Labs"
      />
      <SelectField
        name="expertise"
        label="Expertise"
        options={CAREER_CATEGORY_OPTIONS}
        multiple
        required
        validate={pickSome('Choose at least one of the career categories.')}
      />
      <TextField name="yearsOfExperience" label="Years of experience" required validate={yearsRule} maxChar={2} />
      <TextareaField
        name="bio"
        label="Bio"
        required
        validate={required('Bio')}
        maxChar={2000}
        hint="Your path so far, ending in what you can help Kadets with."
      />
      <SelectField
        name="languages"
        label="Languages"
        options={LANGUAGE_OPTIONS}
        multiple
        required
        validate={pickSome('Add at least one language.')}
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

export const httpsRule =
  (label: string, mandatory: boolean) =>
  (value: string | undefined): string | undefined => {
    if (!value?.trim()) {
      return mandatory ? `${label} is required` : undefined;
    }
    return /^https:\/\/\S+\.\S+/.test(value.trim()) ? undefined : `${label} must be a web address starting with https://.`;
  };

/** Koach step 4: LinkedIn, meeting room, time zone and consent; finishes onboarding. */
export function CoachLinksStep({ profile, onSave, back, submitLabel }: StepProps<CoachOnboardingLinksStep>) {
  const coach = profile.coach;
  return (
    <AppForm<CoachLinksValues>
      label="Links and consent"
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
      <TextField name="linkedinUrl" label="LinkedIn URL" type="url" validate={httpsRule('LinkedIn URL', false)} maxChar={300} />
      <TextField
        name="meetingLink"
        label="Meeting link"
        type="url"
        required
        validate={httpsRule('Meeting link', true)}
        maxChar={300}
        hint="The video-call room you use for sessions (Google Meet, Zoom…). Only your booked Kadets see it."
      />
      <TextField name="timeZone" label="Time zone" required validate={required('Time zone')} maxChar={60} hint="e.g. Asia/Manila" />
      <ConsentField />
      <StepActions back={back} submitLabel={submitLabel} />
    </AppForm>
  );
}
