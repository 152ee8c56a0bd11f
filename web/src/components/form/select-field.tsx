import { Select } from 'antd';
import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { describedBy, FormField } from './form-field';
import { selectionLabel, toSelectedKeys, toSelectionValue, type SelectOption } from './selection';
import { visibleFieldError } from './visible-field-error';

type Value = string | number;

export interface SelectFieldProps<V extends Value> {
  name: string;
  label: string;
  options: readonly SelectOption<V>[];
  /** Several choices: the form value is the list of keys; otherwise the first key. */
  multiple?: boolean;
  required?: boolean;
  hint?: ReactNode;
  placeholder?: string;
  validate?: (value: V[] | V | undefined) => string | undefined;
  /** Typing filters the options by their labels (long lists such as time zones). */
  showSearch?: boolean;
}

/**
 * A final-form select (spec section 5 multi-select): all selected keys when multiple, else the
 * first; the closed control reads as the labels joined by a comma; the list closes on an outside
 * click or Escape (antd's Select).
 */
export function SelectField<V extends Value>({
  name,
  label,
  options,
  multiple = false,
  required = false,
  hint,
  placeholder,
  validate,
  showSearch = false,
}: SelectFieldProps<V>) {
  const { input, meta } = useField<V[] | V | undefined>(name, { validate });
  const id = `${useId()}-${name}`;
  const error = visibleFieldError(meta);
  const keys = toSelectedKeys(input.value === '' ? undefined : input.value);

  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      <Select<V[]>
        id={id}
        mode={multiple ? 'multiple' : undefined}
        showSearch={showSearch ? { optionFilterProp: 'label' } : false}
        size="large"
        options={options.map((option) => ({ label: option.label, value: option.value }))}
        value={multiple ? keys : keys.slice(0, 1)}
        placeholder={placeholder}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, { hint, error })}
        // Multiple choices read as one comma-separated line instead of tags.
        maxTagCount={multiple ? 0 : undefined}
        maxTagPlaceholder={() => selectionLabel(options, keys)}
        onChange={(next) => input.onChange(toSelectionValue(toSelectedKeys(next), multiple))}
        onFocus={() => input.onFocus()}
        onBlur={() => input.onBlur()}
      />
    </FormField>
  );
}
