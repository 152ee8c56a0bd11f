import { Input } from 'antd';
import type { ReactNode } from 'react';
import { FormField } from './form-field';
import styles from './form-field.module.css';
import { useTextControl } from './use-text-control';
import type { Validator } from './validators';

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
export function TextareaField({ label, required = false, hint, ...options }: TextareaFieldProps) {
  const { id, error, counter, control } = useTextControl({ ...options, required, hint });
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} counter={counter}>
      <Input.TextArea {...control} className={styles.textarea} />
    </FormField>
  );
}
