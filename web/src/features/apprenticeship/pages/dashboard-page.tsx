import { useParams } from 'react-router';
import { Page } from '@/components/page';
import type { DashboardTab } from '@/lib/paths';
import { DashboardTabs } from '../components/dashboard-tabs';
import { ChallengeGate } from '../components/enrol-guard';
import { HomeTab } from '../components/home-tab';
import { ManageTab } from '../components/manage-tab';
import { TodosTab } from '../components/todos-tab';
import { useVaText } from '../i18n/use-va-text';
import styles from '../components/apprenticeship.module.css';

/** /virtual-apprenticeship/{challengeId}/{home|todos|manage}: the enrolled group's dashboard (the router refuses other tabs). */
export function DashboardPage() {
  const { t } = useVaText();
  const { challengeId = '', dashboardTab } = useParams();
  const tab = (dashboardTab ?? 'home') as DashboardTab;
  return (
    <ChallengeGate challengeId={challengeId} title={t('dashboard.title')} need="enrolled">
      {(challenge, { mine, args }) =>
        mine &&
        args && (
          <Page title={challenge.title} eyebrow={t('dashboard.eyebrow', { partner: challenge.partner.name })}>
            {mine.isPending && (
              <p className={styles.banner} role="status">
                {t('dashboard.pending')}
              </p>
            )}
            <DashboardTabs challengeId={challenge.id} todoCount={mine.todos.length} />
            {tab === 'home' && <HomeTab challenge={challenge} mine={mine} />}
            {tab === 'todos' && <TodosTab challengeId={challenge.id} mine={mine} />}
            {tab === 'manage' && <ManageTab challenge={challenge} mine={mine} args={args} />}
          </Page>
        )
      }
    </ChallengeGate>
  );
}
