import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';

/** /virtual-apprenticeship/{challengeId}/week/{week}/submit: the weekly submission. Until the feature ships, an honest empty state. */
export function WeekSubmitPage() {
  return (
    <Page title="Submit your work" intro="Hand in this week's deliverable for your team.">
      <EmptyState
        title="Submissions aren't open yet"
        icon="inbox"
        action={
          <ButtonLink to={PATHS.virtualApprenticeship} variant="outline">
            See all challenges
          </ButtonLink>
        }
      >
        The weekly submission form will be here once a challenge is running.
      </EmptyState>
    </Page>
  );
}
