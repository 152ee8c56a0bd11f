import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewTabLink } from '@/components/new-tab-link';
import { PATHS } from '@/lib/paths';
import { ACCOUNTS_NS } from '../i18n/register';
import styles from './accounts.module.css';
import { LanguageChoice } from './language-choice';

export interface SignupCardProps {
  title: string;
  intro: string;
  /** The line under "Already have an account?" that points the other role to its own sign-up. */
  otherRole: ReactNode;
  /** The form, with what the role's page says around it. */
  children: ReactNode;
}

/** The card of both sign-up pages (Kadet and Koach): title, language, the form, the way to log in and the terms. */
export function SignupCard({ title, intro, otherRole, children }: SignupCardProps) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.heading}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
        <LanguageChoice />
        {children}
        <p className={styles.footer}>
          <Trans t={t} i18nKey="signup.haveAccount" components={{ login: <Link to={PATHS.login} /> }} />
          <br />
          {otherRole}
        </p>
        <p className={styles.footer}>
          <Trans
            t={t}
            i18nKey="signup.agree"
            components={{ terms: <NewTabLink href={PATHS.terms} />, privacy: <NewTabLink href={PATHS.privacy} /> }}
          />
        </p>
      </section>
    </div>
  );
}
