import type { FollowUpWorkItem, FollowUpWorkServiceStatus } from '@lakbay/contracts';
import { Button, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { QueryStates } from '@/components/query-states';
import { StatusTag } from '@/components/status-tag';
import { describeApiError } from '@/lib/api/api-error';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useFollowUpWorkQuery, useRedriveFollowUpWorkMutation } from '../api/admin-api';
import { ADMIN_NS } from '../i18n/register';
import styles from './follow-up-work-page.module.css';

const COUNTS = ['pending', 'enqueued', 'delayed', 'failed'] as const;

/**
 * /admin/follow-up-work (AdminRoute): each service's follow-up work by state, the failed and delayed
 * items, and "send again" for failed ones (one, or all of a service), asking first.
 */
export function FollowUpWorkPage() {
  const { t } = useTranslation(ADMIN_NS);
  const query = useFollowUpWorkQuery();
  const [redrive] = useRedriveFollowUpWorkMutation();
  const [modal, confirmations] = Modal.useModal();
  const [sent, setSent] = useState<string | null>(null);

  const send = async (request: Parameters<typeof redrive>[0]) => {
    try {
      const { redriven } = await redrive(request).unwrap();
      setSent(redriven > 0 ? t('followUp.sent', { count: redriven }) : t('followUp.sentNone'));
    } catch (error) {
      void toast('error', describeApiError(error).message);
    }
  };

  const confirmAll = (status: FollowUpWorkServiceStatus) =>
    void modal.confirm({
      title: t('followUp.sendAllTitle', { service: status.service }),
      content: t('followUp.sendAllText', { count: status.counts.failed }),
      okText: t('followUp.sendAllFailed'),
      cancelText: t('followUp.cancel'),
      onOk: () => send({ service: status.service }),
    });

  const confirmOne = (item: FollowUpWorkItem) =>
    void modal.confirm({
      title: t('followUp.sendAgainTitle'),
      content: t('followUp.sendAgainText', { what: item.summary }),
      okText: t('followUp.sendAgain'),
      cancelText: t('followUp.cancel'),
      onOk: () => send({ service: item.service, ids: [item.id] }),
    });

  return (
    <Page title={t('followUp.title')} intro={t('followUp.intro')}>
      {confirmations}
      <div role="status" className={styles.feedback}>
        {sent && <p className={styles.sent}>{sent}</p>}
      </div>
      <QueryStates
        query={query}
        loadingLabel={t('followUp.loading')}
        errorTitle={t('followUp.loadFailed')}
        retryLabel={t('followUp.retry')}
      >
        {(overview) => (
          <>
            <ServiceCounts services={overview.services} onSendAll={confirmAll} />
            {overview.items.length === 0 ? (
              <EmptyState title={t('followUp.empty')}>{t('followUp.emptyText')}</EmptyState>
            ) : (
              <ul className={styles.items} aria-label={t('followUp.itemsLabel')}>
                {overview.items.map((item) => (
                  <WorkItem key={`${item.service}:${item.id}`} item={item} onSendAgain={confirmOne} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryStates>
    </Page>
  );
}

/** One card per service: its counts by state, or why it did not answer; "Send all failed again" when some failed. */
function ServiceCounts({
  services,
  onSendAll,
}: {
  services: FollowUpWorkServiceStatus[];
  onSendAll: (status: FollowUpWorkServiceStatus) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const id = useId();
  return (
    <ul className={styles.services} aria-label={t('followUp.servicesLabel')}>
      {services.map((status) => (
        <li key={status.service} className={styles.service} aria-labelledby={`${id}-${status.service}`}>
          <h2 id={`${id}-${status.service}`} className={styles.serviceName}>
            {status.service}
          </h2>
          {status.reachable ? (
            <dl className={styles.counts}>
              {COUNTS.map((key) => (
                <div key={key} className={key === 'failed' && status.counts.failed > 0 ? styles.alarm : undefined}>
                  <dt>{t(`followUp.${key}`)}</dt>
                  <dd>{status.counts[key]}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={styles.unreachable}>{t('followUp.unreachable', { error: status.error ?? '' })}</p>
          )}
          {status.counts.failed > 0 && (
            <Button danger onClick={() => onSendAll(status)}>
              {t('followUp.sendAllFailed')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A failed or delayed piece of work: what it is, its state, its times and tries, and why it failed. */
function WorkItem({ item, onSendAgain }: { item: FollowUpWorkItem; onSendAgain: (item: FollowUpWorkItem) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const { formatDateTime } = useFormat();
  const failed = item.state === 'failed';
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <StatusTag tone={failed ? 'bad' : 'warn'}>{failed ? t('followUp.stateFailed') : t('followUp.stateDelayed')}</StatusTag>
        <span className={styles.summary}>{item.summary}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('followUp.service')}</dt>
          <dd>{item.service}</dd>
        </div>
        <div>
          <dt>{t('followUp.due')}</dt>
          <dd>{formatDateTime(item.dueAt)}</dd>
        </div>
        <div>
          <dt>{t('followUp.failedAt')}</dt>
          <dd>{item.failedAt ? formatDateTime(item.failedAt) : t('followUp.none')}</dd>
        </div>
        <div>
          <dt>{t('followUp.attempts')}</dt>
          <dd>{item.attempts}</dd>
        </div>
        <div>
          <dt>{t('followUp.redrives')}</dt>
          <dd>{item.redrives}</dd>
        </div>
      </dl>
      {item.lastError && (
        <div className={styles.error}>
          <span className={styles.errorLabel}>{t('followUp.lastError')}</span>
          <code>{item.lastError}</code>
        </div>
      )}
      {failed && (
        <Button
          className={styles.sendAgain}
          aria-label={t('followUp.sendAgainLabel', { what: item.summary })}
          onClick={() => onSendAgain(item)}
        >
          {t('followUp.sendAgain')}
        </Button>
      )}
    </li>
  );
}
