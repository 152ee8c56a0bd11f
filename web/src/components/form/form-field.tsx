import type { ReactNode } from 'react';
import styles from './form-field.module.css';

export interface FormFieldProps {
  /** id of the control the label points at. */
  id: string;
  label: string;
  /** Shows the red asterisk; the control itself must also carry `required`. */
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /**
   * The live 'n / m characters' counter of a limited field, shown while it has focus; '' for a
   * limited field without focus, which keeps the counter's line so focusing moves nothing below
   * (a control that moved between press and release would miss the click).
   */
  counter?: string;
  children: ReactNode;
}

/** ids a control lists in aria-describedby so its hint, counter and error are read with it. */
export const fieldDescriptionIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error`, counter: `${id}-counter` });

/** Label, control, hint, counter and error in the layout every form shares (spec section 3 form field helper). */
export function FormField({ id, label, required = false, hint, error, counter, children }: FormFieldProps) {
  const ids = fieldDescriptionIds(id);
  return (
    <div className={styles.field}>
      {/* The asterisk is CSS content: the label's text stays exactly the field name. */}
      <label htmlFor={id} className={styles.label} data-required={required || undefined}>
        {label}
      </label>
      {children}
      {(hint || counter !== undefined) && (
        <div className={styles.below}>
          {hint ? (
            <div id={ids.hint} className={styles.hint}>
              {hint}
            </div>
          ) : (
            <span />
          )}
          {counter !== undefined && (
            <div id={counter ? ids.counter : undefined} className={styles.counter}>
              {counter}
            </div>
          )}
        </div>
      )}
      <div id={ids.error} className={styles.error} aria-live="polite">
        {error}
      </div>
    </div>
  );
}

/** aria-describedby for a control: its hint, its counter while shown, its error while shown. */
export function describedBy(id: string, parts: { hint?: unknown; counter?: unknown; error?: unknown }): string | undefined {
  const ids = fieldDescriptionIds(id);
  return (
    [parts.hint ? ids.hint : null, parts.counter ? ids.counter : null, parts.error ? ids.error : null].filter(Boolean).join(' ') ||
    undefined
  );
}
