import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { useGetChallengesQuery } from '../api/apprenticeship-api';
import { ChallengeCard } from '../components/challenge-card';
import { ChallengeSkeletons } from '../components/challenge-skeletons';
import styles from '../components/apprenticeship.module.css';

/** /virtual-apprenticeship: the challenges, open ones first as the server orders them. */
export function ChallengesPage() {
  const { data, isLoading, isError, error, refetch } = useGetChallengesQuery();

  let body;
  if (isError) {
    body = (
      <EmptyState title="Challenges could not be loaded" icon="award" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        {describeApiError(error).message}
      </EmptyState>
    );
  } else if (isLoading || !data) {
    body = <ChallengeSkeletons />;
  } else if (data.length === 0) {
    body = (
      <EmptyState title="No challenges open yet" icon="award">
        New challenges with partner organisations are announced here. Check back soon, or explore careers in the meantime.
      </EmptyState>
    );
  } else {
    body = (
      <ul className={styles.grid} aria-label="Challenges">
        {data.map((challenge) => (
          <li key={challenge.id}>
            <ChallengeCard challenge={challenge} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page
      title="Virtual Apprenticeship"
      intro="Work on a real challenge from a partner organisation, alone or with a team of Kadets, one week at a time."
    >
      {body}
    </Page>
  );
}
