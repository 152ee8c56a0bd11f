import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';

/** /my/schedule: upcoming and past sessions. Until the feature ships, an honest empty state. */
export function SchedulePage() {
  return (
    <Page title="My schedule" intro="Your upcoming and past sessions.">
      <EmptyState
        title="No sessions yet"
        icon="calendar"
        action={
          <ButtonLink to={PATHS.coaches} variant="outline">
            Find a Koach
          </ButtonLink>
        }
      >
        Sessions you book, and their times, will show here.
      </EmptyState>
    </Page>
  );
}
