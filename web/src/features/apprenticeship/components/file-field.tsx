import { useId, useRef } from 'react';
import { Button } from '@/components/button';
import { fieldDescriptionIds } from '@/components/form/form-field';
import { formatBytes } from '../lib/format';
import { useVaText } from '../i18n/use-va-text';
import styles from './apprenticeship.module.css';

export interface FilePickerProps {
  label: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  accept: string;
  multiple?: boolean;
  /** Most files (for multiple). */
  max?: number;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
}

/** A native file input (light, works on every phone) with the chosen files listed, each removable. */
export function FilePicker({ label, files, onChange, accept, multiple = false, max = 1, required = false, hint, error }: FilePickerProps) {
  const { t } = useVaText();
  const id = `${useId()}-file`;
  const ids = fieldDescriptionIds(id);
  const input = useRef<HTMLInputElement>(null);
  const full = files.length >= max;
  return (
    <div>
      <label htmlFor={id} className={styles.legend}>
        {label}
        {required && <span className={styles.danger}> *</span>}
      </label>
      <input
        ref={input}
        id={id}
        className={styles.input}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={multiple && full}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          onChange(multiple ? [...files, ...picked] : picked.slice(0, 1));
          // The same file can be picked again after removing it.
          event.target.value = '';
        }}
      />
      {hint && (
        <p id={ids.hint} className={styles.small}>
          {hint}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.fileList} aria-label={t('fields.chosenFor', { label })}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.fileItem}>
              <span>
                {file.name} <span className={styles.small}>({formatBytes(file.size)})</span>
              </span>
              <Button
                variant="outline"
                aria-label={t('fields.removeItem', { name: file.name })}
                onClick={() => onChange(files.filter((_, at) => at !== index))}
              >
                {t('fields.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p id={ids.error} className={styles.fieldError} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
