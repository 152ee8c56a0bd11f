import { Input } from 'antd';
import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { fieldDescriptionIds, FormField } from './form-field';
import type { Validator } from './validators';
import { visibleFieldError } from './visible-field-error';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
  hint?: ReactNode;
  validate?: Validator;
  autoComplete?: string;
  autoFocus?: boolean;
}

/** A final-form text field rendered with antd's Input inside the shared FormField layout. */
export function TextField({ name, label, type = 'text', required = false, hint, validate, autoComplete, autoFocus }: TextFieldProps) {
  const { input, meta } = useField<string>(name, { validate });
  // useId keeps ids unique when the same form is on the page and in the login modal at once.
  const id = `${useId()}-${name}`;
  const ids = fieldDescriptionIds(id);
  const error = visibleFieldError(meta);
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
  const Control = type === 'password' ? Input.Password : Input;

  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      <Control
        {...input}
        id={id}
        type={type === 'password' ? undefined : type}
        size="large"
        status={error ? 'error' : undefined}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
      />
    </FormField>
  );
}
