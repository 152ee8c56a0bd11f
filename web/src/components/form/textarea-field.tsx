import { Input } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { charCounterText, limitChars } from './char-limit';
import { describedBy, FormField } from './form-field';
import styles from './form-field.module.css';
import type { Validator } from './validators';
import { visibleFieldError } from './visible-field-error';

export interface TextareaFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  validate?: Validator;
  /** Rejects input beyond this many characters and shows 'n / m characters' while focused. */
  maxChar?: number;
  placeholder?: string;
}

/** A final-form textarea, 200 px tall (spec section 9), with the same label, hint and counter as TextField. */
export function TextareaField({ name, label, required = false, hint, validate, maxChar, placeholder }: TextareaFieldProps) {
  const { input, meta } = useField<string>(name, { validate, parse: (value) => limitChars(value, maxChar) });
  const id = `${useId()}-${name}`;
  const [focused, setFocused] = useState(false);
  const error = visibleFieldError(meta);
  const counter = maxChar === undefined ? undefined : focused ? charCounterText(input.value, maxChar) : '';

  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} counter={counter}>
      <Input.TextArea
        {...input}
        id={id}
        className={styles.textarea}
        status={error ? 'error' : undefined}
        required={required}
        maxLength={maxChar}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, counter, error })}
        onFocus={(event) => {
          setFocused(true);
          input.onFocus(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          input.onBlur(event);
        }}
      />
    </FormField>
  );
}
