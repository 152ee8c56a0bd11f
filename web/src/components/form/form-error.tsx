import styles from './form-error.module.css';

/** The general error line of a form: a server message that belongs to no single field. */
export function FormError({ message }: { message?: string | undefined }) {
  if (!message) {
    return null;
  }
  return (
    <div className={styles.formError} role="alert">
      {message}
    </div>
  );
}
