import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/**
 * A thin bar while the router fetches the next page's chunk. The current page stays usable
 * meanwhile, which beats blanking it for what is usually a few milliseconds.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  return state === 'idle' ? null : <div className={styles.bar} aria-hidden="true" />;
}
