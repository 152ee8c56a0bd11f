import type { UserProfile } from '@lakbay/contracts';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { ButtonLink } from '@/components/button-link';
import { FormError } from '@/components/form/form-error';
import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import {
  CAREER_CATEGORY_OPTIONS,
  JOB_SEARCH_STAGE_OPTIONS,
  labelOf,
  labelsOf,
  STUDENT_STATUS_OPTIONS,
  useGetMeQuery,
  YEAR_LEVEL_OPTIONS,
} from '@/features/accounts';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import styles from '../components/profile.module.css';

const NOT_SET = 'Not set yet';

function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value === null || value === undefined || value === '' ? NOT_SET : value}</dd>
    </div>
  );
}

/** /my/profile: the signed-in user's profile, Kadet or Koach, as domain.md lists it. */
export function ProfilePage() {
  const { data: profile, error, isLoading, refetch } = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Page title="My profile" intro="How other people on Lakbay see you.">
      {isLoading && <PageLoader />}
      {error && (
        <>
          <FormError message={describeApiError(error).message} />
          <Button onClick={() => void refetch()}>Try again</Button>
        </>
      )}
      {profile && <ProfileView profile={profile} />}
    </Page>
  );
}

function ProfileView({ profile }: { profile: UserProfile }) {
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const coach = profile.coach;
  return (
    <>
      <div className={styles.header}>
        <Avatar src={profile.avatar} size={96} />
        <div>
          <p className={styles.name}>{fullName || profile.username || profile.email}</p>
          <p className={styles.muted}>
            {profile.username ? `@${profile.username}` : 'No username yet'} · {profile.isCoach ? 'Koach' : 'Kadet'}
            {profile.isCoach && (profile.isActive ? <Tag>Active</Tag> : <Tag>Waiting for activation</Tag>)}
          </p>
        </div>
        <ButtonLink to={PATHS.myProfileEdit} variant="outline">
          Edit profile
        </ButtonLink>
      </div>

      <section className={styles.section} aria-labelledby="profile-account">
        <h2 id="profile-account" className={styles.sectionTitle}>
          Account
        </h2>
        <dl className={styles.facts}>
          <Fact label="E-mail" value={profile.email} />
          <Fact label="Username" value={profile.username} />
          <Fact label="First name" value={profile.firstName} />
          <Fact label="Last name" value={profile.lastName} />
          <Fact label="Province" value={profile.province} />
          <Fact label="City or municipality" value={profile.city} />
          <Fact
            label="Sign-in"
            value={[profile.hasPassword ? 'Password' : null, profile.hasGoogle ? 'Google' : null].filter(Boolean).join(', ')}
          />
          <Fact
            label="Data Privacy Act consent"
            value={profile.dataPrivacyConsentAt ? `Given on ${new Date(profile.dataPrivacyConsentAt).toLocaleDateString('en-PH')}` : null}
          />
        </dl>
      </section>

      {coach ? (
        <section className={styles.section} aria-labelledby="profile-coach">
          <h2 id="profile-coach" className={styles.sectionTitle}>
            Koach profile
          </h2>
          {coach.slug && profile.isActive && (
            <p className={styles.muted}>
              Kadets see it at <Link to={`${PATHS.coaches}/${coach.slug}`}>{`${PATHS.coaches}/${coach.slug}`}</Link>
            </p>
          )}
          <dl className={styles.facts}>
            <Fact label="Display name" value={coach.displayName} />
            <Fact label="Headline" value={coach.headline} />
            <Fact label="Expertise" value={labelsOf(CAREER_CATEGORY_OPTIONS, coach.expertise)} />
            <Fact label="Years of experience" value={coach.yearsOfExperience} />
            <Fact label="Languages" value={coach.languages.join(', ')} />
            <Fact label="Time zone" value={coach.timeZone} />
            <Fact label="LinkedIn URL" value={coach.linkedinUrl} />
            <Fact label="Meeting link" value={coach.meetingLink} />
            <Fact label="Bio" value={coach.bio} />
          </dl>
        </section>
      ) : (
        <section className={styles.section} aria-labelledby="profile-studies">
          <h2 id="profile-studies" className={styles.sectionTitle}>
            Studies and interests
          </h2>
          <dl className={styles.facts}>
            <Fact label="School" value={profile.school} />
            <Fact label="Degree or programme" value={profile.degree} />
            <Fact label="Year level" value={labelOf(YEAR_LEVEL_OPTIONS, profile.yearLevel)} />
            <Fact label="Student status" value={labelOf(STUDENT_STATUS_OPTIONS, profile.studentStatus)} />
            <Fact label="Job search" value={labelOf(JOB_SEARCH_STAGE_OPTIONS, profile.jobSearchStage)} />
            <Fact label="Career interests" value={labelsOf(CAREER_CATEGORY_OPTIONS, profile.careerInterests)} />
            <Fact label="About you" value={profile.bio} />
          </dl>
        </section>
      )}
    </>
  );
}
