import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';

/** A coach that could not be shown: unknown or inactive (404), or a failed call with a retry. */
export function CoachUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const info = describeApiError(error);
  const missing = info.status === 404;
  return (
    <Page title={missing ? "This Koach isn't available" : 'Koach profile'}>
      <EmptyState
        title={missing ? "This Koach isn't available" : 'This Koach could not be loaded'}
        icon="user"
        action={
          missing ? (
            <ButtonLink to={PATHS.coaches} variant="outline">
              See all Koaches
            </ButtonLink>
          ) : (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )
        }
      >
        {missing ? 'The link may be old, or the Koach is taking a break from coaching. Other Koaches are ready to help.' : info.message}
      </EmptyState>
    </Page>
  );
}
