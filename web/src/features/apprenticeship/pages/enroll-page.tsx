import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';

/** /virtual-apprenticeship/{challengeId}/enroll: enrolment. Until the feature ships, an honest empty state. */
export function EnrollPage() {
  return (
    <Page title="Enrol in this challenge" intro="Join on your own or with teammates you invite.">
      <EmptyState
        title="Enrolment isn't open yet"
        icon="award"
        action={
          <ButtonLink to={PATHS.virtualApprenticeship} variant="outline">
            See all challenges
          </ButtonLink>
        }
      >
        Enrolment, on your own or as a group, will open here.
      </EmptyState>
    </Page>
  );
}
