import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';

/** /coaches/{slug}: a coach's profile. Until the feature ships, an honest empty state. */
export function CoachProfilePage() {
  return (
    <Page title="Koach profile" intro="About this Koach, their work and the sessions they offer.">
      <EmptyState
        title="This profile isn't available yet"
        icon="user"
        action={
          <ButtonLink to={PATHS.coaches} variant="outline">
            See all Koaches
          </ButtonLink>
        }
      >
        Koach profiles, with their experience and the sessions you can book, will show here.
      </EmptyState>
    </Page>
  );
}
