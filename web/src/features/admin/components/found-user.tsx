import type { AdminUserListItem } from '@lakbay/contracts';
import { Button, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminCoachTrainingsPath } from '@/lib/paths';
import { useUpdateCoachIsActiveMutation, useUpdateKadetToCoachMutation } from '../api/admin-api';
import { ADMIN_NS } from '../i18n/register';
import styles from './admin-sections.module.css';
import { ADMIN_MESSAGES, runChange } from './run-change';

/** The user a search found: who they are, and (asking first) activate, deactivate or promote them as a Koach. */
export function FoundUser({ user }: { user: AdminUserListItem }) {
  const { t } = useTranslation(ADMIN_NS);
  const [setActive, { isLoading: activating }] = useUpdateCoachIsActiveMutation();
  const [setCoach, { isLoading: promoting }] = useUpdateKadetToCoachMutation();
  // Deactivating and promoting change what a person can do at once: each asks first.
  const [modal, confirmations] = Modal.useModal();
  const username = user.username;
  const who = username ?? user.email;

  const toggleActive = (name: string) =>
    void modal.confirm({
      title: user.isActive ? t('user.deactivateTitle', { who }) : t('user.activateTitle', { who }),
      content: user.isActive ? t('user.deactivateText') : t('user.activateText'),
      okText: user.isActive ? t('user.deactivate') : t('user.activate'),
      okButtonProps: { danger: user.isActive },
      cancelText: t('user.cancel'),
      onOk: () => runChange(() => setActive({ username: name, isActive: !user.isActive }).unwrap(), ADMIN_MESSAGES.isActive),
    });

  const promote = (name: string) =>
    void modal.confirm({
      title: t('user.promoteTitle', { who }),
      content: t('user.promoteText'),
      okText: t('user.promote'),
      cancelText: t('user.cancel'),
      onOk: () => runChange(() => setCoach({ username: name, isCoach: true }).unwrap(), ADMIN_MESSAGES.isCoach),
    });

  return (
    <div className={styles.card} aria-label={t('user.found')} role="group">
      {confirmations}
      <dl className={styles.facts}>
        <div>
          <dt>{t('user.username')}</dt>
          <dd>{username ?? t('user.notChosen')}</dd>
        </div>
        <div>
          <dt>{t('user.email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t('user.role')}</dt>
          <dd>
            {user.isCoach ? <Tag color="blue">Koach</Tag> : <Tag>Kadet</Tag>}
            {user.isAdmin && <Tag color="gold">{t('user.admin')}</Tag>}
            {user.isCoach && (user.isActive ? <Tag color="green">{t('user.active')}</Tag> : <Tag color="red">{t('user.inactive')}</Tag>)}
          </dd>
        </div>
        <div>
          <dt>{t('user.id')}</dt>
          <dd className={styles.mono}>{user.id}</dd>
        </div>
      </dl>
      {username && (
        <div className={styles.actions}>
          {user.isCoach ? (
            <>
              <Button loading={activating} onClick={() => toggleActive(username)}>
                {user.isActive ? t('user.deactivateKoach') : t('user.activateKoach')}
              </Button>
              <Link to={adminCoachTrainingsPath(user.id)}>{t('user.trainings')}</Link>
            </>
          ) : (
            <Button loading={promoting} onClick={() => promote(username)}>
              {t('user.promoteKoach')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
