import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';

/** /coaches (and /explore/coaches): the coach list. Until the feature ships, an honest empty state. */
export function CoachesPage() {
  return (
    <Page title="Coach Connector" intro="Find a volunteer Koach who works in the career you are curious about, and book a free session.">
      <EmptyState title="No Koaches listed yet" icon="users">
        Koaches will appear here with their field, experience and the sessions they offer.
      </EmptyState>
    </Page>
  );
}
