import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';

/** /my/schedule/{scheduleId}/reschedule/steps/{step}: move a booked session. Until the feature ships, an honest empty state. */
export function ReschedulePage() {
  return (
    <Page title="Reschedule a session" intro="Pick a new time for this session.">
      <EmptyState
        title="Rescheduling isn't open yet"
        icon="calendar"
        action={
          <ButtonLink to={PATHS.mySchedule} variant="outline">
            Back to my schedule
          </ButtonLink>
        }
      >
        Choosing a new time for a booked session will happen here.
      </EmptyState>
    </Page>
  );
}
