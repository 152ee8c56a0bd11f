import { Button } from 'antd';
import { useGetClientConfigQuery } from '@/lib/api/client-config-api';
import { toast } from '@/lib/toast';
import styles from './coaches.module.css';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    void toast('success', 'Address copied');
  } catch {
    void toast('info', `Copy this address: ${text}`);
  }
}

/**
 * The scheduling address coaches invite to their calendar events (client-config's schedulingEmail),
 * with a copy button. `fallback` is used while client-config has not answered.
 */
export function SchedulingAddress({ fallback }: { fallback?: string | null }) {
  const { data } = useGetClientConfigQuery();
  const address = data?.schedulingEmail || fallback || '';
  if (!address) {
    return <p className={styles.note}>The scheduling address is not set up yet. Please check back soon.</p>;
  }
  return (
    <div className={styles.address}>
      <span className={styles.addressText} data-testid="scheduling-address">
        {address}
      </span>
      <Button size="small" onClick={() => void copy(address)} aria-label={`Copy ${address}`}>
        Copy
      </Button>
    </div>
  );
}
