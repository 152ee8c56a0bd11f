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
  children: ReactNode;
}

/** ids a control lists in aria-describedby so its hint and error are read with it. */
export const fieldDescriptionIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` });

/** Label, control, hint and error in the layout every form shares (spec section 3 form field helper). */
export function FormField({ id, label, required = false, hint, error, children }: FormFieldProps) {
  const ids = fieldDescriptionIds(id);
  return (
    <div className={styles.field}>
      {/* The asterisk is CSS content: the label's text stays exactly the field name. */}
      <label htmlFor={id} className={styles.label} data-required={required || undefined}>
        {label}
      </label>
      {children}
      {hint && (
        <div id={ids.hint} className={styles.hint}>
          {hint}
        </div>
      )}
      <div id={ids.error} className={styles.error} aria-live="polite">
        {error}
      </div>
    </div>
  );
}
