import type { ProfileChanges, UserProfile } from '@lakbay/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch, useAppStore } from '@/lib/state/hooks';
import { AppForm } from '@/components/form/app-form';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { blankToNull, DEFAULT_TIME_ZONE, ProfileFields, useGetMeQuery, useUpdateMeMutation } from '@/features/accounts';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { loggedIn } from '@/lib/state';
import { toast } from '@/lib/toast';
import { AvatarUpload, useAvatarSaver } from '../components/avatar-upload';
import { ProfileSection } from '../components/profile-section';
import styles from '../components/profile.module.css';
import { MY_NS } from '../i18n/register';

interface Values extends ProfileFields.NamesValues, ProfileFields.PlaceValues, ProfileFields.StudiesValues, ProfileFields.InterestsValues {
  timeZone?: string;
  coach?: ProfileFields.CoachProfileValues & Omit<ProfileFields.CoachLinksValues, 'timeZone'>;
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
  'timeZone',
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
    timeZone: profile.timeZone,
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
    // One zone per account, a Koach's too: e-mails and the schedule show times in it.
    timeZone: values.timeZone || DEFAULT_TIME_ZONE,
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
        if (user && (user.username !== saved.username || user.avatar !== saved.avatar || user.timeZone !== saved.timeZone)) {
          // The session's copy too: the schedule shows times in the account's zone.
          dispatch(loggedIn({ ...user, username: saved.username, avatar: saved.avatar, timeZone: saved.timeZone }));
        }
        void toast('success', t('edit.saved'));
        void navigate(PATHS.myProfile);
      }}
    >
      <ProfileSection id="edit-account" title={t('edit.account')}>
        <ProfileFields.UsernameField />
        <div className={styles.row}>
          <ProfileFields.NameFields />
          <ProfileFields.PlaceFields />
        </div>
        <ProfileFields.TimeZoneField required />
      </ProfileSection>
      {isCoach ? (
        <ProfileSection id="edit-coach" title={t('edit.koachProfile')}>
          <ProfileFields.DisplayNameField name="coach.displayName" />
          <ProfileFields.HeadlineField name="coach.headline" hint={t('edit.headlineHint')} />
          <ProfileFields.ExpertiseField name="coach.expertise" />
          <div className={styles.row}>
            <ProfileFields.YearsOfExperienceField name="coach.yearsOfExperience" />
          </div>
          <ProfileFields.LanguagesField name="coach.languages" />
          <ProfileFields.CoachBioField name="coach.bio" hint={t('edit.bioHint')} />
          <ProfileFields.LinkedinField name="coach.linkedinUrl" />
          <ProfileFields.MeetingLinkField name="coach.meetingLink" hint={t('edit.meetingLinkHint')} />
        </ProfileSection>
      ) : (
        <ProfileSection id="edit-studies" title={t('edit.studies')}>
          <ProfileFields.SchoolFields />
          <div className={styles.row}>
            <ProfileFields.StudyLevelFields />
          </div>
          <ProfileFields.JobSearchStageField />
          <ProfileFields.CareerInterestsField />
          <ProfileFields.KadetBioField />
        </ProfileSection>
      )}
      <div className={styles.actions}>
        <SubmitButton>{t('edit.save')}</SubmitButton>
        <Link to={PATHS.myProfile}>{t('edit.cancel')}</Link>
      </div>
    </AppForm>
  );
}
