import { useId } from 'react';
import { useField } from 'react-final-form';
import { fieldDescriptionIds } from '@/components/form/form-field';
import { visibleFieldError } from '@/components/form/visible-field-error';
import styles from './apprenticeship.module.css';

export interface ChoiceFieldProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  hint?: string;
}

const requiredChoice = (value: string | undefined) => (value ? undefined : 'Please choose one.');

/** Radio buttons in a fieldset (a yes/no question, the application type), as big touch targets. */
export function ChoiceField({ name, label, options, required = true, hint }: ChoiceFieldProps) {
  const id = `${useId()}-${name}`;
  const ids = fieldDescriptionIds(id);
  const { meta } = useField<string>(name, {
    validate: required ? requiredChoice : undefined,
    subscription: { error: true, submitError: true, submitFailed: true, touched: true, modified: true, dirtySinceLastSubmit: true },
  });
  const error = visibleFieldError(meta);
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? ids.error : hint ? ids.hint : undefined}>
      <legend className={styles.legend}>
        {label}
        {required && <span className={styles.danger}> *</span>}
      </legend>
      {hint && (
        <p id={ids.hint} className={styles.small}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>
        {options.map((option) => (
          <Choice key={option.value} name={name} value={option.value} label={option.label} />
        ))}
      </div>
      <p id={ids.error} className={styles.fieldError} aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}

function Choice({ name, value, label }: { name: string; value: string; label: string }) {
  const { input } = useField<string>(name, { type: 'radio', value });
  return (
    <label className={styles.choice}>
      <input {...input} type="radio" />
      {label}
    </label>
  );
}
