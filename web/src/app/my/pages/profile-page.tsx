import { Trans, useTranslation } from 'react-i18next';
import { MY_NS } from '../i18n/register';
import type { UserProfile } from '@lakbay/contracts';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { ButtonLink } from '@/components/button-link';
import { FormError } from '@/components/form/form-error';
import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import {
  ACCOUNTS_NS,
  CAREER_CATEGORY_OPTIONS,
  labelOf,
  labelsOf,
  LanguageChoice,
  useAccountOptions,
  useGetMeQuery,
} from '@/features/accounts';
import { useFormat } from '@/lib/format';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { ProfileSection } from '../components/profile-section';
import styles from '../components/profile.module.css';

function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  const { t } = useTranslation(MY_NS);
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value === null || value === undefined || value === '' ? t('profile.notSet') : value}</dd>
    </div>
  );
}

/** /my/profile: the signed-in user's profile, Kadet or Koach, as domain.md lists it. */
export function ProfilePage() {
  const { t } = useTranslation(MY_NS);
  const { data: profile, error, isLoading, refetch } = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Page title={t('profile.title')} intro={t('profile.intro')}>
      {isLoading && <PageLoader />}
      {error && (
        <>
          <FormError message={describeApiError(error).message} />
          <Button onClick={() => void refetch()}>{t('profile.tryAgain')}</Button>
        </>
      )}
      {profile && <ProfileView profile={profile} />}
    </Page>
  );
}

function ProfileView({ profile }: { profile: UserProfile }) {
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const coach = profile.coach;
  const { t } = useTranslation(MY_NS);
  const { t: field } = useTranslation(ACCOUNTS_NS);
  const { yearLevels, studentStatuses, jobSearchStages } = useAccountOptions();
  const { formatDate } = useFormat();
  return (
    <>
      <div className={styles.header}>
        <Avatar src={profile.avatar} size={96} />
        <div>
          <p className={styles.name}>{fullName || profile.username || profile.email}</p>
          <p className={styles.muted}>
            {profile.username ? `@${profile.username}` : t('profile.noUsername')} · {profile.isCoach ? 'Koach' : 'Kadet'}
            {profile.isCoach && (profile.isActive ? <Tag>{t('profile.active')}</Tag> : <Tag>{t('profile.waiting')}</Tag>)}
          </p>
        </div>
        <ButtonLink to={PATHS.myProfileEdit} variant="outline">
          {t('profile.edit')}
        </ButtonLink>
      </div>

      <ProfileSection id="profile-account" title={t('profile.account')}>
        <dl className={styles.facts}>
          <Fact label={t('profile.email')} value={profile.email} />
          <Fact label={field('fields.username')} value={profile.username} />
          <Fact label={field('fields.firstName')} value={profile.firstName} />
          <Fact label={field('fields.lastName')} value={profile.lastName} />
          <Fact label={field('fields.province')} value={profile.province} />
          <Fact label={field('fields.city')} value={profile.city} />
          <Fact label={field('fields.timeZone')} value={profile.timeZone} />
          <Fact
            label={t('profile.signIn')}
            value={[profile.hasPassword ? 'Password' : null, profile.hasGoogle ? 'Google' : null].filter(Boolean).join(', ')}
          />
          <Fact
            label={field('fields.consent')}
            value={profile.dataPrivacyConsentAt ? t('profile.consentGiven', { date: formatDate(profile.dataPrivacyConsentAt) }) : null}
          />
        </dl>
        <LanguageChoice />
      </ProfileSection>

      {coach ? (
        <ProfileSection id="profile-coach" title={t('profile.koachProfile')}>
          {coach.slug && profile.isActive && (
            <p className={styles.muted}>
              <Trans
                t={t}
                i18nKey="profile.kadetsSeeIt"
                values={{ path: `${PATHS.coaches}/${coach.slug}` }}
                components={{ page: <Link to={`${PATHS.coaches}/${coach.slug}`} /> }}
              />
            </p>
          )}
          <dl className={styles.facts}>
            <Fact label={t('edit.displayName')} value={coach.displayName} />
            <Fact label={t('edit.headline')} value={coach.headline} />
            <Fact label={t('edit.expertise')} value={labelsOf(CAREER_CATEGORY_OPTIONS, coach.expertise)} />
            <Fact label={t('edit.years')} value={coach.yearsOfExperience} />
            <Fact label={t('edit.languages')} value={coach.languages.join(', ')} />
            <Fact label="LinkedIn URL" value={coach.linkedinUrl} />
            <Fact label={t('edit.meetingLink')} value={coach.meetingLink} />
            <Fact label={t('edit.bio')} value={coach.bio} />
          </dl>
        </ProfileSection>
      ) : (
        <ProfileSection id="profile-studies" title={t('profile.studies')}>
          <dl className={styles.facts}>
            <Fact label={field('fields.school')} value={profile.school} />
            <Fact label={field('fields.degree')} value={profile.degree} />
            <Fact label={field('fields.yearLevel')} value={labelOf(yearLevels, profile.yearLevel)} />
            <Fact label={field('fields.studentStatus')} value={labelOf(studentStatuses, profile.studentStatus)} />
            <Fact label={t('profile.jobSearch')} value={labelOf(jobSearchStages, profile.jobSearchStage)} />
            <Fact label={field('fields.careerInterests')} value={labelsOf(CAREER_CATEGORY_OPTIONS, profile.careerInterests)} />
            <Fact label={field('fields.bio')} value={profile.bio} />
          </dl>
        </ProfileSection>
      )}
    </>
  );
}
