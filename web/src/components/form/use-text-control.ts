import { useId, useState, type FocusEvent, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { charCounterText, limitChars } from './char-limit';
import { describedBy } from './form-field';
import type { Validator } from './validators';
import { visibleFieldError } from './visible-field-error';

export interface TextControlOptions {
  name: string;
  required: boolean;
  hint?: ReactNode;
  validate?: Validator;
  /** Rejects input beyond this many characters and shows 'n / m characters' while focused. */
  maxChar?: number;
  placeholder?: string;
}

/**
 * What a text input and a textarea share: the final-form field, an id unique on the page (the same
 * form may be on the page and in the login modal at once), the error once it should show, the
 * character counter while focused (its line stays when not, so nothing moves under the pointer),
 * and the control's props that tie them together for assistive technology.
 */
export function useTextControl({ name, required, hint, validate, maxChar, placeholder }: TextControlOptions) {
  const { input, meta } = useField<string>(name, { validate, parse: (value) => limitChars(value, maxChar) });
  const id = `${useId()}-${name}`;
  const [focused, setFocused] = useState(false);
  const error = visibleFieldError(meta);
  const counter = maxChar === undefined ? undefined : focused ? charCounterText(input.value, maxChar) : '';
  const control = {
    ...input,
    id,
    status: error ? ('error' as const) : undefined,
    required,
    maxLength: maxChar,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint, counter, error }),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      setFocused(true);
      input.onFocus(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      setFocused(false);
      input.onBlur(event);
    },
  };
  return { id, error, counter, control };
}
