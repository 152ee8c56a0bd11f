import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';

/** /virtual-apprenticeship/{challengeId}/enroll/welcome: shown after enrolling. Until the feature ships, an honest empty state. */
export function EnrollWelcomePage() {
  return (
    <Page title="Welcome to the challenge!" intro="You are in. Here is what happens next.">
      <EmptyState
        title="Nothing to welcome you to yet"
        icon="award"
        action={
          <ButtonLink to={PATHS.virtualApprenticeship} variant="outline">
            See all challenges
          </ButtonLink>
        }
      >
        Once enrolment opens, this is where you will land after joining a challenge.
      </EmptyState>
    </Page>
  );
}
