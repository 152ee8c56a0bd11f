import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';

/** /my/availability: a Koach's availability (a placeholder in the spec). Until the feature ships, an honest empty state. */
export function AvailabilityPage() {
  return (
    <Page title="My Availability" intro="The times Kadets can book you, taken from your calendar.">
      <EmptyState
        title="Your availability will show here"
        icon="calendar"
        action={
          <ButtonLink to={PATHS.faqsAddAvailability} variant="outline">
            How to add availabilities
          </ButtonLink>
        }
      >
        Times you share from your calendar will be listed here once calendar sync is on.
      </EmptyState>
    </Page>
  );
}
