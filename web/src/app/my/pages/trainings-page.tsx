import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { useGetMeQuery } from '@/features/accounts';
import { TrainingsManager } from '../components/trainings-manager';
import { MY_NS } from '../i18n/register';

const MINE = {};

/** /my/trainings (Koaches): the kinds of session Kadets can book with them. */
export function TrainingsPage() {
  const { t } = useTranslation(MY_NS);
  const spoken = useGetMeQuery().data?.coach?.languages;
  return (
    <Page title={t('trainings.title')} intro={t('trainings.intro')}>
      <TrainingsManager owner={MINE} spokenLanguages={spoken} />
    </Page>
  );
}
