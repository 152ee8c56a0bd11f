import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';

/** /virtual-apprenticeship/{challengeId}/enroll/start: the enrolment form. Until the feature ships, an honest empty state. */
export function EnrollStartPage() {
  return (
    <Page title="Enrolment form" intro="Tell us why you want to join and invite your teammates.">
      <EmptyState
        title="Enrolment isn't open yet"
        icon="award"
        action={
          <ButtonLink to={PATHS.virtualApprenticeship} variant="outline">
            See all challenges
          </ButtonLink>
        }
      >
        The enrolment form, with your resume and teammates&apos; e-mails, will be here.
      </EmptyState>
    </Page>
  );
}
