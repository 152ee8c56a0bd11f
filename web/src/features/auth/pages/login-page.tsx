import { LoginPanel } from '../components/login-panel';
import styles from './login-page.module.css';

/** /login: the login screen as a centred card. Logged-in visitors never get here (GuestOnlyRoute). */
export function LoginPage() {
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <LoginPanel autoFocus />
      </section>
    </div>
  );
}
