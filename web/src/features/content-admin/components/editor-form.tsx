import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { FormShell } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { describeApiError } from '@/lib/api/api-error';
import { toSubmissionErrors } from '@/lib/forms/submission-errors';
import styles from './content-admin.module.css';

export interface EditorFormProps<Values extends object> {
  label: string;
  initialValues: Values;
  validate: (values: Values) => object;
  /** Field names shown (dotted for nested ones, as the server names them, e.g. salary.entryMin). */
  fields: readonly string[];
  onSubmit: (values: Values) => Promise<unknown>;
  submitLabel: string;
  children: ReactNode;
  /** Buttons beside Save (unpublish, delete). */
  extraActions?: ReactNode;
}

/**
 * The admin editors' form: react-final-form validated on the client; a server 400's
 * {property, constraints} go under their field, constraints joined by a comma (nested names
 * such as salary.entryMin included); anything else is the form's general error.
 */
export function EditorForm<Values extends object>({
  label,
  initialValues,
  validate,
  fields,
  onSubmit,
  submitLabel,
  children,
  extraActions,
}: EditorFormProps<Values>) {
  const submit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    try {
      await onSubmit(values);
      return undefined;
    } catch (error) {
      const flat = toSubmissionErrors<Record<string, unknown>>(describeApiError(error), fields) as Record<string, string>;
      let nested: object = {};
      for (const [key, message] of Object.entries(flat)) {
        nested = key === FORM_ERROR ? { ...nested, [FORM_ERROR]: message } : setIn(nested, key, message);
      }
      return nested;
    }
  };
  return (
    <FormShell<Values> onSubmit={submit} initialValues={initialValues} validate={validate} label={label} className={styles.form}>
      {children}
      <div className={styles.formActions}>
        <SubmitButton>{submitLabel}</SubmitButton>
        {extraActions}
      </div>
    </FormShell>
  );
}
