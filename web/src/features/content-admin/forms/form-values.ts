import { setIn } from 'final-form';
import type { ContentAdminT } from './form-spec';

/** The non-empty trimmed lines of a one-per-line list. */
export const toLines = (text: string | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const fromLines = (items: readonly string[] | undefined): string => (items ?? []).join('\n');

/** Empty text as null (optional fields the server stores as null). */
export const orNull = (text: string | undefined | null): string | null => (text && text.trim() ? text.trim() : null);

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the value of a datetime-local input, in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) {
    return '';
  }
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (browser's time zone) as an ISO instant; null when empty or unreadable. */
export function fromLocalInput(value: string | undefined): string | null {
  if (!value) {
    return null;
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Collects client-side errors under their (possibly dotted) field names, as final-form expects. */
export class Errors {
  private value: object = {};
  add(field: string, message: string | false | undefined | null): this {
    if (message) {
      this.value = setIn(this.value, field, message);
    }
    return this;
  }
  result(): object {
    return this.value;
  }
}

/** "Title is required", "Title must be 2 to 150 characters.", with the field's label (already in the interface's language). */
export function lengthError(t: ContentAdminT, label: string, text: string | undefined, min: number, max: number): string | undefined {
  const length = (text ?? '').trim().length;
  if (length === 0 && min > 0) {
    return t('form.errors.required', { label });
  }
  if (length < min || length > max) {
    return t('form.errors.length', { label, min, max });
  }
  return undefined;
}

export const isHttpUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** A Filipino text of a form: text, lines, or an object of them (a career's skills). */
export type FilText = string | string[] | { [key: string]: FilText };

/**
 * The Filipino version to send (issue 29): trimmed texts and non-empty lists, nested objects alike;
 * null when every text is empty, which shows the English to Filipino readers.
 */
export function filInput(texts: { [key: string]: FilText }): { [key: string]: FilText } | null {
  const out: { [key: string]: FilText } = {};
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') {
      if (value.trim()) {
        out[key] = value.trim();
      }
    } else if (Array.isArray(value)) {
      if (value.length > 0) {
        out[key] = value;
      }
    } else {
      const inner = filInput(value);
      if (inner) {
        out[key] = inner;
      }
    }
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** A Filipino text may be left empty (the English is shown); when given, it has the English limits. */
export function filLengthError(t: ContentAdminT, label: string, text: string | undefined, min: number, max: number): string | undefined {
  return (text ?? '').trim() ? lengthError(t, t('form.inFilipino', { label }), text, min, max) : undefined;
}
