import { useId, useState } from 'react';
import { useField } from 'react-final-form';
import { fieldDescriptionIds } from '@/components/form/form-field';
import { visibleFieldError } from '@/components/form/visible-field-error';
import { Button } from '@/components/button';
import { isEmail, splitEmails } from '../lib/validation';
import { useVaText } from '../i18n/use-va-text';
import styles from './apprenticeship.module.css';

export interface EmailTagsProps {
  label: string;
  value: readonly string[];
  onChange: (emails: string[]) => void;
  /** Most e-mails the list may hold. */
  max: number;
  error?: string | undefined;
  hint?: string;
  onBlur?: () => void;
}

/**
 * A list of e-mails as removable tags: type or paste (commas, spaces or new lines separate them),
 * then Enter or Add. Invalid and repeated addresses are refused at once with a reason.
 */
export function EmailTags({ label, value, onChange, max, error, hint, onBlur }: EmailTagsProps) {
  const { t } = useVaText();
  const id = `${useId()}-emails`;
  const ids = fieldDescriptionIds(id);
  const [draft, setDraft] = useState('');
  const [local, setLocal] = useState<string | null>(null);

  const add = () => {
    const typed = splitEmails(draft);
    if (typed.length === 0) {
      return;
    }
    const invalid = typed.filter((email) => !isEmail(email));
    const known = new Set(value.map((email) => email.toLowerCase()));
    const fresh = typed.filter((email) => isEmail(email) && !known.has(email.toLowerCase()));
    const room = Math.max(0, max - value.length);
    if (fresh.length > 0) {
      onChange([...value, ...fresh.slice(0, room)]);
    }
    if (invalid.length > 0) {
      setLocal(t('fields.notEmail', { emails: invalid.join(', ') }));
      setDraft(invalid.join(', '));
      return;
    }
    setLocal(fresh.length > room ? t('fields.onlyMax', { count: max }) : null);
    setDraft('');
  };

  const shown = local ?? error;
  const full = value.length >= max;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.legend}>
        {label}{' '}
        <span className={styles.small}>
          ({value.length} / {max})
        </span>
      </label>
      {value.length > 0 && (
        <ul className={styles.tags} aria-label={label}>
          {value.map((email) => (
            <li key={email} className={styles.tag}>
              {email}
              <button
                type="button"
                className={styles.tagRemove}
                aria-label={t('fields.removeItem', { name: email })}
                onClick={() => onChange(value.filter((other) => other !== email))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.addRow}>
        <input
          id={id}
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder={full ? t('fields.groupFull') : 'name@example.com'}
          disabled={full}
          value={draft}
          aria-invalid={shown ? true : undefined}
          aria-describedby={[hint ? ids.hint : null, shown ? ids.error : null].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            setLocal(null);
            setDraft(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              add();
            }
          }}
          onBlur={() => {
            add();
            onBlur?.();
          }}
        />
        <Button variant="outline" onClick={add} disabled={full || !draft.trim()}>
          {t('fields.add')}
        </Button>
      </div>
      {hint && (
        <p id={ids.hint} className={styles.small}>
          {hint}
        </p>
      )}
      <p id={ids.error} className={styles.fieldError} aria-live="polite">
        {shown}
      </p>
    </div>
  );
}

/** EmailTags bound to a final-form field holding a string list. */
export function EmailTagsField({ name, ...rest }: Omit<EmailTagsProps, 'value' | 'onChange' | 'error' | 'onBlur'> & { name: string }) {
  const { input, meta } = useField<string[]>(name, { isEqual: (a, b) => JSON.stringify(a) === JSON.stringify(b) });
  return (
    <EmailTags
      {...rest}
      value={input.value || []}
      onChange={(emails) => input.onChange(emails)}
      onBlur={() => input.onBlur()}
      error={visibleFieldError(meta)}
    />
  );
}
