import type { SubmissionErrors } from 'final-form';
import { useCallback, type ReactNode } from 'react';
import { Form, useFormState } from 'react-final-form';
import { describeApiError } from '@/lib/api/api-error';
import { toSubmissionErrors } from '@/lib/forms/submission-errors';
import { toast } from '@/lib/toast';
import { FormError } from './form-error';

export interface AppFormProps<Values extends object> {
  /** Calls the server; throw (or let `.unwrap()` throw) to fail. */
  onSubmit: (values: Values) => unknown;
  /** Fields shown by the form: server errors for them go under the field, others to the form error. */
  fields: readonly (keyof Values & string)[];
  initialValues?: Partial<Values>;
  validate?: (values: Values) => Partial<Record<keyof Values, string>> | undefined;
  /** Also show a failure as a toast (the login form does). */
  toastErrors?: boolean;
  /** Accessible name of the <form>. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The form helper of spec sections 4 and 5, on react-final-form: it tracks values, errors,
 * touched, submitting and validating; validates on change and on blur; a submit marks every
 * field touched, validates, and calls `onSubmit` only without errors; a server failure is mapped
 * back (each {property, constraints} under its field joined by a comma, a plain message as the
 * general error shown at the top of the form).
 */
export function AppForm<Values extends object>({
  onSubmit,
  fields,
  initialValues,
  validate,
  toastErrors = false,
  label,
  className,
  children,
}: AppFormProps<Values>) {
  const submit = useSubmitHandler(onSubmit, fields, toastErrors);
  // What the person typed is theirs: a refetch of the record the form started from (the onboarding
  // steps' profile, after the step before it saved) must not wipe it.
  return (
    <FormShell<Values>
      onSubmit={submit}
      initialValues={initialValues}
      validate={validate}
      label={label}
      className={className}
      keepDirtyOnReinitialize
    >
      {children}
    </FormShell>
  );
}

/**
 * Initial values are equal when their JSON is: callers build them afresh on every render (a new
 * `[]` for an empty list), and react-final-form's default shallow comparison took each new array for
 * new values and reset the form, typed input and all.
 */
const sameValues = (a?: object, b?: object): boolean => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

export interface FormShellProps<Values extends object> {
  /** Calls the server and answers final-form submission errors (undefined on success). */
  onSubmit: (values: Values) => Promise<SubmissionErrors | undefined>;
  initialValues?: Partial<Values>;
  validate?: (values: Values) => object | undefined;
  /** Accessible name of the <form>. */
  label: string;
  className?: string;
  /** When the initial values change, keep the fields the person has changed (AppForm's forms). */
  keepDirtyOnReinitialize?: boolean;
  children: ReactNode;
}

/**
 * A react-final-form <form> without the browser's own validation, named by `label`, with the
 * general error at its top: AppForm's, and the admin editors', shell.
 */
export function FormShell<Values extends object>({
  onSubmit,
  initialValues,
  validate,
  label,
  className,
  keepDirtyOnReinitialize = false,
  children,
}: FormShellProps<Values>) {
  return (
    <Form<Values>
      onSubmit={onSubmit}
      initialValues={initialValues}
      initialValuesEqual={sameValues}
      keepDirtyOnReinitialize={keepDirtyOnReinitialize}
      validate={validate}
      subscription={{ submitError: true }}
      render={({ handleSubmit, submitError }) => (
        <form
          className={className}
          noValidate
          aria-label={label}
          onSubmit={(event) => {
            void handleSubmit(event);
          }}
        >
          <FormError message={typeof submitError === 'string' ? submitError : undefined} />
          {children}
        </form>
      )}
    />
  );
}

/** Wraps a submit so that a failure becomes final-form submission errors (and optionally a toast). */
export function useSubmitHandler<Values extends object>(
  onSubmit: (values: Values) => unknown,
  fields: readonly (keyof Values & string)[],
  toastErrors = false,
): (values: Values) => Promise<SubmissionErrors | undefined> {
  return useCallback(
    async (values: Values) => {
      try {
        await onSubmit(values);
        return undefined;
      } catch (error) {
        const info = describeApiError(error);
        if (toastErrors) {
          void toast('error', info.message);
        }
        return toSubmissionErrors<Values>(info, fields);
      }
    },
    [fields, onSubmit, toastErrors],
  );
}

/** The state a form's children may show: values, errors, touched, submitting, validating. */
export function useAppFormState<Values extends object>() {
  const { values, errors, touched, submitting, validating, hasValidationErrors } = useFormState<Values>({
    subscription: { values: true, errors: true, touched: true, submitting: true, validating: true, hasValidationErrors: true },
  });
  return { values, errors, touched, submitting, validating, hasValidationErrors };
}
