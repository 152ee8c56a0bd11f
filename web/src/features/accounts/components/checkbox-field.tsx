import { Checkbox } from 'antd';
import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { describedBy, FormField } from '@/components/form/form-field';
import { visibleFieldError } from '@/components/form/visible-field-error';

export interface CheckboxFieldProps {
  name: string;
  /** The field's name above the box. */
  label: string;
  /** What ticking the box says. */
  children: ReactNode;
  required?: boolean;
  validate?: (value: boolean | undefined) => string | undefined;
}

/** A final-form checkbox in the shared field layout (label, error under it). */
export function CheckboxField({ name, label, children, required = false, validate }: CheckboxFieldProps) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox', validate });
  const id = `${useId()}-${name}`;
  const error = visibleFieldError(meta);
  return (
    <FormField id={id} label={label} required={required} error={error}>
      <Checkbox
        id={id}
        checked={input.checked === true}
        onChange={(event) => input.onChange(event.target.checked)}
        onFocus={() => input.onFocus()}
        onBlur={() => input.onBlur()}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, { error })}
      >
        {children}
      </Checkbox>
    </FormField>
  );
}
