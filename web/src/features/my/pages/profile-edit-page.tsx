import type { CareerCategory, JobSearchStage, ProfileChanges, StudentStatus, UserProfile, YearLevel } from '@lakbay/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch, useAppStore } from '@/lib/state/hooks';
import { AppForm } from '@/components/form/app-form';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { required } from '@/components/form/validators';
import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import {
  ACCOUNTS_NS,
  blankToNull,
  CAREER_CATEGORY_OPTIONS,
  DEFAULT_TIME_ZONE,
  httpsRule,
  LANGUAGE_OPTIONS,
  useAccountOptions,
  useGetMeQuery,
  UsernameField,
  useUpdateMeMutation,
  yearsRule,
} from '@/features/accounts';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { loggedIn } from '@/lib/state';
import { toast } from '@/lib/toast';
import { AvatarUpload, useAvatarSaver } from '../components/avatar-upload';
import styles from '../components/profile.module.css';
import { MY_NS } from '../i18n/register';

interface Values {
  username?: string;
  firstName?: string;
  lastName?: string;
  province?: string;
  city?: string;
  school?: string;
  degree?: string;
  yearLevel?: YearLevel;
  studentStatus?: StudentStatus;
  jobSearchStage?: JobSearchStage;
  careerInterests?: CareerCategory[];
  bio?: string;
  coach?: {
    displayName?: string;
    headline?: string;
    expertise?: CareerCategory[];
    yearsOfExperience?: string;
    bio?: string;
    languages?: string[];
    linkedinUrl?: string;
    meetingLink?: string;
    timeZone?: string;
  };
}

const FIELDS = [
  'username',
  'firstName',
  'lastName',
  'province',
  'city',
  'school',
  'degree',
  'yearLevel',
  'studentStatus',
  'jobSearchStage',
  'careerInterests',
  'bio',
  'coach',
] as const;

export function initialValues(profile: UserProfile): Values {
  const coach = profile.coach;
  return {
    username: profile.username ?? '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    province: profile.province ?? '',
    city: profile.city ?? '',
    school: profile.school ?? '',
    degree: profile.degree ?? '',
    yearLevel: profile.yearLevel ?? undefined,
    studentStatus: profile.studentStatus ?? undefined,
    jobSearchStage: profile.jobSearchStage ?? undefined,
    careerInterests: profile.careerInterests,
    bio: profile.bio ?? '',
    coach: coach
      ? {
          displayName: coach.displayName ?? '',
          headline: coach.headline ?? '',
          expertise: coach.expertise,
          yearsOfExperience: coach.yearsOfExperience?.toString() ?? '',
          bio: coach.bio ?? '',
          languages: coach.languages,
          linkedinUrl: coach.linkedinUrl ?? '',
          meetingLink: coach.meetingLink ?? '',
          timeZone: coach.timeZone,
        }
      : undefined,
  };
}

/** The PATCH /users/me body: every shown field, emptied ones as null. */
export function toChanges(values: Values, isCoach: boolean): ProfileChanges {
  const changes: ProfileChanges = {
    // Required (the form checks it, the server refuses a blank one): sent trimmed, never cleared.
    firstName: values.firstName?.trim() ?? '',
    lastName: blankToNull(values.lastName),
    province: blankToNull(values.province),
    city: blankToNull(values.city),
  };
  const username = values.username?.trim();
  if (username) {
    changes.username = username;
  }
  if (isCoach) {
    const coach = values.coach ?? {};
    const years = coach.yearsOfExperience?.trim();
    changes.coach = {
      displayName: coach.displayName?.trim() ?? '',
      headline: blankToNull(coach.headline),
      expertise: coach.expertise ?? [],
      yearsOfExperience: years ? Number(years) : null,
      bio: blankToNull(coach.bio),
      languages: coach.languages ?? [],
      linkedinUrl: blankToNull(coach.linkedinUrl),
      meetingLink: blankToNull(coach.meetingLink),
      timeZone: coach.timeZone?.trim() || DEFAULT_TIME_ZONE,
    };
  } else {
    Object.assign(changes, {
      school: blankToNull(values.school),
      degree: blankToNull(values.degree),
      yearLevel: values.yearLevel ?? null,
      studentStatus: values.studentStatus ?? null,
      jobSearchStage: values.jobSearchStage ?? null,
      careerInterests: values.careerInterests ?? [],
      bio: blankToNull(values.bio),
    } satisfies ProfileChanges);
  }
  return changes;
}

/** /my/profile/edit: picture, account details and the role's own fields (domain.md). */
export function ProfileEditPage() {
  const { t } = useTranslation(MY_NS);
  const { data: profile, error, isLoading, refetch } = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  // A picture chosen and not uploaded yet: Save profile uploads it before the other changes.
  const [pendingAvatar, setPendingAvatar] = useState<File | null>(null);
  return (
    <Page title={t('edit.title')} intro={t('edit.intro')}>
      {isLoading && <PageLoader />}
      {error && (
        <>
          <FormError message={describeApiError(error).message} />
          <Button onClick={() => void refetch()}>{t('edit.tryAgain')}</Button>
        </>
      )}
      {profile && (
        <>
          <section className={styles.section} aria-label={t('edit.picture')}>
            <AvatarUpload current={profile.avatar} pending={pendingAvatar} onPendingChange={setPendingAvatar} />
          </section>
          <ProfileForm profile={profile} pendingAvatar={pendingAvatar} onAvatarSaved={() => setPendingAvatar(null)} />
        </>
      )}
    </Page>
  );
}

interface ProfileFormProps {
  profile: UserProfile;
  pendingAvatar: File | null;
  onAvatarSaved: () => void;
}

function ProfileForm({ profile, pendingAvatar, onAvatarSaved }: ProfileFormProps) {
  const { t } = useTranslation(MY_NS);
  const { t: field } = useTranslation(ACCOUNTS_NS);
  const options = useAccountOptions();
  const [update] = useUpdateMeMutation();
  const { save: saveAvatar } = useAvatarSaver();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isCoach = profile.isCoach;

  return (
    <AppForm<Values>
      label={t('edit.title')}
      className={styles.form}
      fields={FIELDS}
      initialValues={initialValues(profile)}
      onSubmit={async (values) => {
        if (pendingAvatar) {
          // The picture first: if it is refused, nothing else is saved and the form says why.
          await saveAvatar(pendingAvatar);
          onAvatarSaved();
        }
        const saved = await update(toChanges(values, isCoach)).unwrap();
        const user = store.getState().appState.loggedUser;
        if (user && (user.username !== saved.username || user.avatar !== saved.avatar)) {
          dispatch(loggedIn({ ...user, username: saved.username, avatar: saved.avatar }));
        }
        void toast('success', t('edit.saved'));
        void navigate(PATHS.myProfile);
      }}
    >
      <section className={styles.section} aria-labelledby="edit-account">
        <h2 id="edit-account" className={styles.sectionTitle}>
          {t('edit.account')}
        </h2>
        <UsernameField />
        <div className={styles.row}>
          <TextField
            name="firstName"
            label={field('fields.firstName')}
            required
            validate={required(field('fields.firstName'))}
            maxChar={80}
            autoComplete="given-name"
          />
          <TextField name="lastName" label={field('fields.lastName')} maxChar={80} autoComplete="family-name" />
          <TextField name="province" label={field('fields.province')} maxChar={80} autoComplete="address-level1" />
          <TextField name="city" label={field('fields.city')} maxChar={80} autoComplete="address-level2" />
        </div>
      </section>
      {isCoach ? (
        <section className={styles.section} aria-labelledby="edit-coach">
          <h2 id="edit-coach" className={styles.sectionTitle}>
            {t('edit.koachProfile')}
          </h2>
          <TextField
            name="coach.displayName"
            label={t('edit.displayName')}
            required
            validate={required(t('edit.displayName'))}
            maxChar={80}
          />
          <TextField name="coach.headline" label={t('edit.headline')} maxChar={120} hint={t('edit.headlineHint')} />
          <SelectField name="coach.expertise" label={t('edit.expertise')} options={CAREER_CATEGORY_OPTIONS} multiple />
          <div className={styles.row}>
            <TextField name="coach.yearsOfExperience" label={t('edit.years')} validate={yearsRule(field, false)} maxChar={2} />
            <TextField name="coach.timeZone" label={t('edit.timeZone')} maxChar={60} hint={t('edit.timeZoneHint')} />
          </div>
          <SelectField name="coach.languages" label={t('edit.languages')} options={LANGUAGE_OPTIONS} multiple />
          <TextareaField name="coach.bio" label={t('edit.bio')} maxChar={2000} hint={t('edit.bioHint')} />
          <TextField
            name="coach.linkedinUrl"
            label={field('coachFields.linkedinUrl')}
            type="url"
            validate={httpsRule(field, field('coachFields.linkedinUrl'), false)}
            maxChar={300}
          />
          <TextField
            name="coach.meetingLink"
            label={t('edit.meetingLink')}
            type="url"
            validate={httpsRule(field, t('edit.meetingLink'), false)}
            maxChar={300}
            hint={t('edit.meetingLinkHint')}
          />
        </section>
      ) : (
        <section className={styles.section} aria-labelledby="edit-studies">
          <h2 id="edit-studies" className={styles.sectionTitle}>
            {t('edit.studies')}
          </h2>
          <TextField name="school" label={field('fields.school')} maxChar={120} />
          <TextField name="degree" label={field('fields.degree')} maxChar={120} />
          <div className={styles.row}>
            <SelectField name="yearLevel" label={field('fields.yearLevel')} options={options.yearLevels} />
            <SelectField name="studentStatus" label={field('fields.studentStatus')} options={options.studentStatuses} />
          </div>
          <SelectField name="jobSearchStage" label={field('fields.jobSearchStage')} options={options.jobSearchStages} />
          <SelectField name="careerInterests" label={field('fields.careerInterests')} options={CAREER_CATEGORY_OPTIONS} multiple />
          <TextareaField name="bio" label={field('fields.bio')} maxChar={1000} />
        </section>
      )}
      <div className={styles.actions}>
        <SubmitButton>{t('edit.save')}</SubmitButton>
        <Link to={PATHS.myProfile}>{t('edit.cancel')}</Link>
      </div>
    </AppForm>
  );
}
