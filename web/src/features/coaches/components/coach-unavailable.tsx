import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { COACHES_NS } from '../i18n/register';

/** A coach that could not be shown: unknown or inactive (404), or a failed call with a retry. */
export function CoachUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(COACHES_NS);
  const info = describeApiError(error);
  const missing = info.status === 404;
  return (
    <Page title={missing ? t('profile.unavailable') : t('profile.title')}>
      <EmptyState
        title={missing ? t('profile.unavailable') : t('profile.loadFailed')}
        icon="user"
        action={
          missing ? (
            <ButtonLink to={PATHS.coaches} variant="outline">
              {t('profile.seeAll')}
            </ButtonLink>
          ) : (
            <Button variant="outline" onClick={onRetry}>
              {t('profile.tryAgain')}
            </Button>
          )
        }
      >
        {missing ? t('profile.unavailableText') : info.message}
      </EmptyState>
    </Page>
  );
}
