import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';

/** /virtual-apprenticeship/{challengeId}/week/{week}: one week of a challenge. Until the feature ships, an honest empty state. */
export function WeekPage() {
  return (
    <Page title="This week" intro="The week's brief, resources and what to hand in.">
      <EmptyState
        title="This week isn't available yet"
        icon="calendar"
        action={
          <ButtonLink to={PATHS.virtualApprenticeship} variant="outline">
            See all challenges
          </ButtonLink>
        }
      >
        Each week&apos;s brief, resources and deliverables will show here.
      </EmptyState>
    </Page>
  );
}
