import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';

/** /virtual-apprenticeship/{challengeId}/{dashboardTab}: the dashboard (home, todos or manage; the router refuses any other tab). Until the feature ships, an honest empty state. */
export function DashboardPage() {
  return (
    <Page title="Challenge dashboard" intro="Your team's progress, to-dos and members in one place.">
      <EmptyState
        title="Your dashboard is empty"
        icon="award"
        action={
          <ButtonLink to={PATHS.virtualApprenticeship} variant="outline">
            See all challenges
          </ButtonLink>
        }
      >
        Once you are enrolled, your progress, to-dos and team will show here.
      </EmptyState>
    </Page>
  );
}
