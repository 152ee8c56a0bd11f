import { Input, InputNumber, Switch } from 'antd';
import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FormField } from '@/components/form/form-field';
import styles from '@/components/form/form-field.module.css';
import { visibleFieldError } from '@/components/form/visible-field-error';
import { CONTENT_ADMIN_NS } from '../i18n/register';

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
}

/** A whole or decimal number; empty is null. */
export function NumberField({ name, label, required = false, hint, min, max }: BaseProps & { min?: number; max?: number }) {
  const { input, meta } = useField<number | null>(name);
  const id = `${useId()}-${name}`;
  const error = visibleFieldError(meta);
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      <InputNumber
        id={id}
        size="large"
        style={{ width: '100%' }}
        min={min}
        max={max}
        value={input.value ?? null}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, { hint, error })}
        onChange={(value) => input.onChange(value ?? null)}
        onFocus={() => input.onFocus()}
        onBlur={() => input.onBlur()}
      />
    </FormField>
  );
}

/** An on/off choice. */
export function SwitchField({ name, label, hint }: BaseProps) {
  const { input } = useField<boolean>(name, { type: 'checkbox' });
  const id = `${useId()}-${name}`;
  return (
    <FormField id={id} label={label} hint={hint}>
      <div>
        <Switch
          id={id}
          checked={Boolean(input.checked)}
          aria-describedby={describedBy(id, { hint })}
          onChange={(checked) => input.onChange(checked)}
        />
      </div>
    </FormField>
  );
}

/** A date (YYYY-MM-DD) or a local date and time (YYYY-MM-DDTHH:mm) with the browser's own picker. */
export function DateField({ name, label, required = false, hint, withTime = false }: BaseProps & { withTime?: boolean }) {
  const { input, meta } = useField<string>(name);
  const id = `${useId()}-${name}`;
  const error = visibleFieldError(meta);
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      <Input
        {...input}
        id={id}
        type={withTime ? 'datetime-local' : 'date'}
        size="large"
        required={required}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      />
    </FormField>
  );
}

/** A list typed one item per line (key tasks, skills, courses); the hint says so unless given. */
export function LinesField({ name, label, required = false, hint: givenHint }: BaseProps) {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  const hint = givenHint ?? t('form.onePerLine');
  const { input, meta } = useField<string>(name);
  const id = `${useId()}-${name}`;
  const error = visibleFieldError(meta);
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      <Input.TextArea
        {...input}
        id={id}
        className={styles.textarea}
        required={required}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      />
    </FormField>
  );
}
