import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';

/** /virtual-apprenticeship: the list of challenges. Until the feature ships, an honest empty state. */
export function ChallengesPage() {
  return (
    <Page
      title="Virtual Apprenticeship"
      intro="Work on a real challenge from a partner organisation with a team of Kadets, one week at a time."
    >
      <EmptyState title="No challenges open yet" icon="award">
        Challenges, their partner organisations and enrolment dates will be listed here.
      </EmptyState>
    </Page>
  );
}
