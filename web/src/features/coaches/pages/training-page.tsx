import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';

/** /coaches/{slug}/schedule/training[/{trainingSlug}]: choose a session type before booking. Until the feature ships, an honest empty state. */
export function TrainingPage() {
  return (
    <Page title="Choose a session" intro="Pick the kind of session you want with this Koach.">
      <EmptyState
        title="Booking isn't open yet"
        icon="calendar"
        action={
          <ButtonLink to={PATHS.coaches} variant="outline">
            See all Koaches
          </ButtonLink>
        }
      >
        Session types, their length and what to prepare will be listed here before you pick a time.
      </EmptyState>
    </Page>
  );
}
