import { i18n } from '@/lib/i18n';
/** A final-form field validator: an error sentence, or undefined when the value is fine. */
export type Validator = (value: string | undefined) => string | undefined;

export const required =
  (label: string): Validator =>
  (value) =>
    value && value.trim() !== '' ? undefined : i18n.t('form.required', { label });
