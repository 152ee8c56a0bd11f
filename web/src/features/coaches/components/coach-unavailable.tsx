import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '@/components/unavailable-page';
import { PATHS } from '@/lib/paths';
import { COACHES_NS } from '../i18n/register';

/** A coach that could not be shown: unknown or inactive (404), or a failed call with a retry. */
export function CoachUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(COACHES_NS);
  return (
    <UnavailablePage
      error={error}
      onRetry={onRetry}
      title={t('profile.title')}
      icon="user"
      failedTitle={t('profile.loadFailed')}
      retryLabel={t('profile.tryAgain')}
      retryVariant="outline"
      missing={{
        pageTitle: t('profile.unavailable'),
        title: t('profile.unavailable'),
        text: t('profile.unavailableText'),
        to: PATHS.coaches,
        linkLabel: t('profile.seeAll'),
      }}
    />
  );
}
