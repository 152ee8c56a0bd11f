import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ACCOUNTS_NS } from '../i18n/register';
import styles from './accounts.module.css';

/** The language switch where an account begins (sign-up, onboarding, profile): the account and its e-mails take it. */
export function LanguageChoice() {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <div className={styles.languageChoice}>
      <span className={styles.languageLabel}>{t('fields.language')}</span>
      <LanguageSwitcher />
    </div>
  );
}
