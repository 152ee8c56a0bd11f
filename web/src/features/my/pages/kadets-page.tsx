import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';

/** /my/kadets: a Koach's Kadets (a placeholder in the spec). Until the feature ships, an honest empty state. */
export function KadetsPage() {
  return (
    <Page title="My Kadets" intro="The Kadets you have coached.">
      <EmptyState title="No Kadets yet" icon="users">
        Kadets who book sessions with you will be listed here.
      </EmptyState>
    </Page>
  );
}
