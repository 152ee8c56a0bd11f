import { useTranslation } from 'react-i18next';
import { useDataSaver } from '@/lib/offline/data-saver';
import styles from './app-footer.module.css';

/** The footer's data saver switch: on by default when the browser asks to save data. */
export function DataSaverSwitch() {
  const [on, setOn] = useDataSaver();
  const { t } = useTranslation();
  return (
    <label className={styles.saver}>
      <input type="checkbox" role="switch" checked={on} onChange={(event) => setOn(event.target.checked)} />
      {t('dataSaver')}
    </label>
  );
}
