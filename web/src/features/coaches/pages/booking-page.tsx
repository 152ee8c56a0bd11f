import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';

/** /coaches/{slug}/schedule/steps/{step}: the booking steps. Until the feature ships, an honest empty state. */
export function BookingPage() {
  return (
    <Page title="Book a session" intro="Choose a time, tell your Koach what you want to talk about, and confirm.">
      <EmptyState
        title="Booking isn't open yet"
        icon="calendar"
        action={
          <ButtonLink to={PATHS.coaches} variant="outline">
            See all Koaches
          </ButtonLink>
        }
      >
        The booking steps, from choosing a time to confirming, will appear here.
      </EmptyState>
    </Page>
  );
}
