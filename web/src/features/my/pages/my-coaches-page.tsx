import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';

/** /my/coaches: the Koaches this user has booked. Until the feature ships, an honest empty state. */
export function MyCoachesPage() {
  return (
    <Page title="My Koaches" intro="The Koaches you have had sessions with.">
      <EmptyState
        title="No Koaches yet"
        icon="users"
        action={
          <ButtonLink to={PATHS.coaches} variant="outline">
            Find a Koach
          </ButtonLink>
        }
      >
        Koaches you book sessions with will be listed here.
      </EmptyState>
    </Page>
  );
}
