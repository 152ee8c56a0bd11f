import { Button } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useGetClientConfigQuery } from '@/lib/api/client-config-api';
import { toast } from '@/lib/toast';
import { COACHES_NS } from '../i18n/register';
import styles from './coaches.module.css';

async function copy(text: string, t: TFunction<typeof COACHES_NS>) {
  try {
    await navigator.clipboard.writeText(text);
    void toast('success', t('address.copied'));
  } catch {
    void toast('info', t('address.copyThis', { address: text }));
  }
}

/**
 * The scheduling address coaches invite to their calendar events (client-config's schedulingEmail),
 * with a copy button. `fallback` is used while client-config has not answered.
 */
export function SchedulingAddress({ fallback }: { fallback?: string | null }) {
  const { t } = useTranslation(COACHES_NS);
  const { data } = useGetClientConfigQuery();
  const address = data?.schedulingEmail || fallback || '';
  if (!address) {
    return <p className={styles.note}>{t('address.notSet')}</p>;
  }
  return (
    <div className={styles.address}>
      <span className={styles.addressText} data-testid="scheduling-address">
        {address}
      </span>
      <Button size="small" onClick={() => void copy(address, t)} aria-label={t('address.copyLabel', { address })}>
        {t('address.copy')}
      </Button>
    </div>
  );
}
