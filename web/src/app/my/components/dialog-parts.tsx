import { Input } from 'antd';
import { useState } from 'react';
import { charCounterText } from '@/components/form/char-limit';
import { FormField } from '@/components/form/form-field';
import { describeApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast';
import styles from './schedule.module.css';

/**
 * Sends a booking dialog's request: on success it says `done` and closes the dialog; a refusal
 * stays in the dialog as `failure` (the server's or the network's message) for another try.
 */
export function useDialogSend(onClose: () => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (request: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await request();
      void toast('success', done);
      onClose();
    } catch (caught) {
      setFailure(describeApiError(caught).message);
    }
  };
  return { failure, send };
}

export interface NoteFieldProps {
  id: string;
  label: string;
  /** At most this many characters; the count shows while the box has the focus. */
  max: number;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  hint?: string;
}

/** The text box of a booking dialog (a cancel reason, a review comment). */
export function NoteField({ id, label, max, value, onChange, required, error, hint }: NoteFieldProps) {
  const [focused, setFocused] = useState(false);
  return (
    <div className={styles.field}>
      <FormField id={id} label={label} required={required} error={error} hint={hint} counter={focused ? charCounterText(value, max) : ''}>
        <Input.TextArea
          id={id}
          rows={3}
          value={value}
          required={required}
          maxLength={max}
          aria-invalid={error ? true : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(event) => onChange(event.target.value.slice(0, max))}
        />
      </FormField>
    </div>
  );
}
