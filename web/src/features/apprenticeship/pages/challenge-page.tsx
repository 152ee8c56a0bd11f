import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';

/** /virtual-apprenticeship/{challengeId}: a challenge's home. Until the feature ships, an honest empty state. */
export function ChallengePage() {
  return (
    <Page title="Challenge" intro="What the challenge is about, who runs it and how the weeks go.">
      <EmptyState
        title="This challenge isn't available yet"
        icon="award"
        action={
          <ButtonLink to={PATHS.virtualApprenticeship} variant="outline">
            See all challenges
          </ButtonLink>
        }
      >
        The challenge brief, its weeks and how to enrol will show here.
      </EmptyState>
    </Page>
  );
}
