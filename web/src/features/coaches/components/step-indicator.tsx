import { useTranslation } from 'react-i18next';
import { COACHES_NS } from '../i18n/register';
import styles from './coaches.module.css';

/** A light "1 · 2 · 3" indicator of a multi-step flow; the current step is marked for screen readers. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  const { t } = useTranslation(COACHES_NS);
  return (
    <ol className={styles.steps} aria-label={t('steps.of', { current, total: steps.length })}>
      {steps.map((label, index) => {
        const step = index + 1;
        const state = step < current ? styles.stepDone : step === current ? styles.stepCurrent : '';
        return (
          <li key={label} className={`${styles.step} ${state}`} aria-current={step === current ? 'step' : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {step < current ? '✓' : step}
            </span>
            <span className={styles.stepLabel}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
