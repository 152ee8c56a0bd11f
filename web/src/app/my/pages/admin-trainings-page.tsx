import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@/components/page';
import { useGetTrainingsQuery } from '@/features/coaches';
import { TrainingsManager } from '../components/trainings-manager';
import { MY_NS } from '../i18n/register';

/** /admin/coaches/{coachId}/trainings: an admin manages a Koach's trainings with the Koach's own editor. */
export function AdminTrainingsPage() {
  const { t } = useTranslation(MY_NS);
  const { coachId = '' } = useParams();
  const owner = { coachId };
  // The same read as the manager's (one request): it names the Koach.
  const coach = useGetTrainingsQuery(owner).data?.coach;
  return (
    <Page title={t('trainings.adminTitle', { who: coach?.username ?? coachId })} intro={t('trainings.adminIntro')}>
      <TrainingsManager owner={owner} />
    </Page>
  );
}
