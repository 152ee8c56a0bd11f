import { DEFAULT_LANGUAGE, type Language, type Localized } from '@lakbay/contracts';

/** A text a person reads: a string, a list of them, or an object of such (a career's skills). */
type TextValue = string | readonly string[] | { readonly [key: string]: TextValue | null | undefined };

/** A record's texts by field, English or Filipino. */
export type Texts = { readonly [key: string]: TextValue | null | undefined };

function isPresent(value: unknown): boolean {
  if (typeof value === 'string') {
    return value.trim().length > 0;
  }
  if (Array.isArray(value)) {
    return value.length > 0;
  }
  return false;
}

function isObject(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface Used {
  fil: boolean;
  english: boolean;
}

function pick(english: Texts, fil: Texts | null | undefined, used: Used): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, en] of Object.entries(english)) {
    const translated = fil?.[key];
    if (isObject(en)) {
      out[key] = pick(en, isObject(translated) ? translated : null, used);
    } else if (isPresent(translated)) {
      out[key] = translated;
      used.fil = true;
    } else {
      out[key] = en;
      // An empty English text (a video without a description) has nothing to fall back to.
      used.english ||= isPresent(en);
    }
  }
  return out;
}

/**
 * The texts of a record in the reader's language (issue 29): for a Filipino reader each field's
 * Filipino version where it has one (a non-empty text or list), the English one where not; the
 * record then says it is in Filipino when any of its text is, and that it fell back when any
 * text is English. An English reader gets the English texts, never a fallback.
 */
export function localize<T extends Texts>(
  english: T,
  fil: object | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): T & Localized {
  if (language !== 'fil') {
    return { ...english, language: DEFAULT_LANGUAGE, fallback: false };
  }
  const used: Used = { fil: false, english: false };
  const texts = pick(english, fil as Texts | null | undefined, used) as T;
  return { ...texts, language: used.fil ? 'fil' : DEFAULT_LANGUAGE, fallback: used.english };
}

/**
 * A Filipino version as stored: a plain object (the payload is a validation class instance) of the
 * fields that have text, nested objects likewise; null when nothing is left.
 */
export function storedFil<T extends object>(fil: T | null | undefined): T | null {
  if (!fil) {
    return null;
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fil)) {
    if (isObject(value)) {
      const inner = storedFil(value);
      if (inner) {
        out[key] = inner;
      }
    } else if (typeof value === 'string' ? value.trim().length > 0 : Array.isArray(value) && value.length > 0) {
      out[key] = Array.isArray(value) ? [...(value as string[])] : value;
    }
  }
  return Object.keys(out).length > 0 ? (out as T) : null;
}

/** An admin's values with their Filipino version (when given) made ready to store. */
export function withStoredFil<T extends object>(values: T & { fil?: object | null }): T {
  return values.fil === undefined ? values : { ...values, fil: storedFil(values.fil) };
}
