import { Trans, useTranslation } from 'react-i18next';
import { ACCOUNTS_NS, type AccountsT } from '../i18n/register';
import type {
  CoachOnboardingLinksStep,
  CoachOnboardingProfileStep,
  OnboardingInterestsStep,
  OnboardingNamesStep,
  OnboardingStudiesStep,
  StudentStatus,
  UserProfile,
  YearLevel,
} from '@lakbay/contracts';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { NewTabLink } from '@/components/new-tab-link';
import { PATHS } from '@/lib/paths';
import { blankToNull, DEFAULT_TIME_ZONE } from '../model/options';
import styles from './accounts.module.css';
import { CheckboxField } from './checkbox-field';
import * as ProfileFields from './profile-fields';

export interface StepProps<Body> {
  profile: UserProfile;
  /** Saves the step; throws the API error so the form can show it. */
  onSave: (body: Body) => Promise<unknown>;
  /** The previous step's address, if any. */
  back?: React.ReactNode;
  submitLabel: string;
}

const consentRule = (t: AccountsT) => (value: boolean | undefined) => (value === true ? undefined : t('fields.consentRequired'));

function StepActions({ back, submitLabel }: { back?: React.ReactNode; submitLabel: string }) {
  return (
    <div className={styles.actions}>
      {back ?? <span />}
      <SubmitButton>{submitLabel}</SubmitButton>
    </div>
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

const NAMES_FIELDS = ['username', 'firstName', 'lastName'] as const;

/** Step 2, both roles: username and names. A taken username comes back from the server under its field. */
export function NamesStep({ profile, onSave, back, submitLabel }: StepProps<OnboardingNamesStep>) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <AppForm<ProfileFields.NamesValues>
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
      <ProfileFields.UsernameField hint={t('fields.usernameHint')} />
      <div className={styles.row}>
        <ProfileFields.NameFields lastNameRequired />
      </div>
      <StepActions back={back} submitLabel={submitLabel} />
    </AppForm>
  );
}

type StudiesStepValues = ProfileFields.StudiesValues & ProfileFields.PlaceValues;
const STUDIES_FIELDS = ['school', 'degree', 'yearLevel', 'studentStatus', 'province', 'city'] as const;

/** Kadet step 3: school and studies. */
export function StudiesStep({ profile, onSave, back, submitLabel }: StepProps<OnboardingStudiesStep>) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <AppForm<StudiesStepValues>
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
      <ProfileFields.SchoolFields required degreeHint={t('fields.degreeHint')} />
      <div className={styles.row}>
        <ProfileFields.StudyLevelFields required />
      </div>
      <div className={styles.row}>
        <ProfileFields.PlaceFields />
      </div>
      <StepActions back={back} submitLabel={submitLabel} />
    </AppForm>
  );
}

type InterestsStepValues = ProfileFields.InterestsValues & { dataPrivacyConsent?: boolean };
const INTERESTS_FIELDS = ['careerInterests', 'jobSearchStage', 'bio', 'dataPrivacyConsent'] as const;

/** Kadet step 4: career interests and the Data Privacy Act consent; finishes onboarding. */
export function InterestsStep({ profile, onSave, back, submitLabel }: StepProps<OnboardingInterestsStep>) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <AppForm<InterestsStepValues>
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
      <ProfileFields.CareerInterestsField required hint={t('fields.careerInterestsHint')} />
      <ProfileFields.JobSearchStageField />
      <ProfileFields.KadetBioField hint={t('fields.bioHint')} />
      <ConsentField />
      <StepActions back={back} submitLabel={submitLabel} />
    </AppForm>
  );
}

const COACH_PROFILE_FIELDS = ['displayName', 'headline', 'expertise', 'yearsOfExperience', 'bio', 'languages'] as const;

/** Koach step 3: the public profile Kadets see on /coaches/{slug}. */
export function CoachProfileStep({ profile, onSave, back, submitLabel }: StepProps<CoachOnboardingProfileStep>) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const coach = profile.coach;
  return (
    <AppForm<ProfileFields.CoachProfileValues>
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
      <ProfileFields.DisplayNameField hint={t('coachFields.displayNameHint')} />
      <ProfileFields.HeadlineField required hint={t('coachFields.headlineHint')} />
      <ProfileFields.ExpertiseField required />
      <ProfileFields.YearsOfExperienceField required />
      <ProfileFields.CoachBioField required hint={t('coachFields.bioHint')} />
      <ProfileFields.LanguagesField required />
      <StepActions back={back} submitLabel={submitLabel} />
    </AppForm>
  );
}

type CoachLinksStepValues = ProfileFields.CoachLinksValues & { dataPrivacyConsent?: boolean };
const COACH_LINKS_FIELDS = ['linkedinUrl', 'meetingLink', 'timeZone', 'dataPrivacyConsent'] as const;

/** Koach step 4: LinkedIn, meeting room, time zone and consent; finishes onboarding. */
export function CoachLinksStep({ profile, onSave, back, submitLabel }: StepProps<CoachOnboardingLinksStep>) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const coach = profile.coach;
  return (
    <AppForm<CoachLinksStepValues>
      label={t('onboarding.coachSteps.s4')}
      className={styles.form}
      fields={COACH_LINKS_FIELDS}
      initialValues={{
        linkedinUrl: coach?.linkedinUrl ?? '',
        meetingLink: coach?.meetingLink ?? '',
        timeZone: profile.timeZone,
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
      <ProfileFields.LinkedinField />
      <ProfileFields.MeetingLinkField required hint={t('coachFields.meetingLinkHint')} />
      <ProfileFields.TimeZoneField required />
      <ConsentField />
      <StepActions back={back} submitLabel={submitLabel} />
    </AppForm>
  );
}
