import styles from './app-footer.module.css';

/** Footer. Page links and social icons come with the navigation issue. */
export function AppFooter() {
  return <p className={styles.credit}>Made with love by the product team</p>;
}
