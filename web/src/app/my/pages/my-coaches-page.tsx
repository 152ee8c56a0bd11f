import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';
import { MY_NS } from '../i18n/register';

/** /my/coaches: the Koaches this user has booked. Until the feature ships, an honest empty state. */
export function MyCoachesPage() {
  const { t } = useTranslation(MY_NS);
  return (
    <Page title={t('coaches.title')} intro={t('coaches.intro')}>
      <EmptyState title={t('coaches.none')} icon="users" link={{ to: PATHS.coaches, label: t('coaches.find') }}>
        {t('coaches.noneText')}
      </EmptyState>
    </Page>
  );
}
