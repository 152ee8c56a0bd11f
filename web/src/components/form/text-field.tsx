import { Input } from 'antd';
import type { ReactNode } from 'react';
import { FormField } from './form-field';
import { useTextControl } from './use-text-control';
import type { Validator } from './validators';

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
export function TextField({ label, type = 'text', required = false, hint, autoComplete, autoFocus, ...options }: TextFieldProps) {
  const { id, error, counter, control } = useTextControl({ ...options, required, hint });
  const Control = type === 'password' ? Input.Password : Input;
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} counter={counter}>
      <Control {...control} type={type === 'password' ? undefined : type} size="large" autoComplete={autoComplete} autoFocus={autoFocus} />
    </FormField>
  );
}
