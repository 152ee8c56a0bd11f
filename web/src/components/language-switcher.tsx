import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { languageChosen, selectLocale } from '@/lib/state';
import styles from './language-switcher.module.css';

/**
 * English | Filipino: two buttons, the current one pressed. The choice is kept in the device's
 * preferences (appState.userPref.language), so it holds across reloads and log-outs.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const dispatch = useAppDispatch();
  return (
    <div role="group" aria-label={t('language.label')} className={className ? `${styles.switcher} ${className}` : styles.switcher}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.option}
          aria-pressed={option === locale}
          title={t('language.switchTo', { language: LOCALE_NAMES[option] })}
          onClick={() => dispatch(languageChosen(option))}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
