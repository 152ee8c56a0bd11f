import { Input } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { charCounterText, limitChars } from './char-limit';
import { describedBy, FormField } from './form-field';
import type { Validator } from './validators';
import { visibleFieldError } from './visible-field-error';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'url' | 'tel';
  required?: boolean;
  hint?: ReactNode;
  validate?: Validator;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Rejects input beyond this many characters and shows 'n / m characters' while focused. */
  maxChar?: number;
  placeholder?: string;
}

/** A final-form text field rendered with antd's Input inside the shared FormField layout. */
export function TextField({
  name,
  label,
  type = 'text',
  required = false,
  hint,
  validate,
  autoComplete,
  autoFocus,
  maxChar,
  placeholder,
}: TextFieldProps) {
  const { input, meta } = useField<string>(name, { validate, parse: (value) => limitChars(value, maxChar) });
  // useId keeps ids unique when the same form is on the page and in the login modal at once.
  const id = `${useId()}-${name}`;
  const [focused, setFocused] = useState(false);
  const error = visibleFieldError(meta);
  const counter = maxChar === undefined ? undefined : focused ? charCounterText(input.value, maxChar) : '';
  const Control = type === 'password' ? Input.Password : Input;

  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} counter={counter}>
      <Control
        {...input}
        id={id}
        type={type === 'password' ? undefined : type}
        size="large"
        status={error ? 'error' : undefined}
        required={required}
        maxLength={maxChar}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, counter, error })}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
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
