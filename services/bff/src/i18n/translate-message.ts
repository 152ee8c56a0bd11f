import { type FieldError, type HttpErrorBody, type Language, SSO_MISSING_INPUTS_MESSAGE } from '@lakbay/contracts';
import { CHOICES_SLOT, GLOSSARY_SLOTS, MESSAGE_SLOT, type MessagePattern } from './message-pattern';
import { FILIPINO_FIELDS, FILIPINO_MESSAGES, FILIPINO_PATTERNS } from './server-messages.fil';

/**
 * Sentences the product spec quotes word for word stay English in both languages, as the
 * interface keeps its spec-quoted texts. Of the texts spec sections 2, 5 and 8 quote, only one is
 * an error the server sends: section 8's SSO failure ('Something went wrong. The SSO from
 * Discourse is missing some inputs. Please go back to Discourse and retry again.'). The admin
 * confirmations it quotes ('Updated the isActive value', 'Updated the isCoach value', 'Added the
 * email to the allowlist') are answers, not errors, so this filter never sees them; the rest
 * ('You shall not pass!!!', 'Unable to send invite', 'Succesfully submitted challenge.'...) are
 * the interface's own.
 */
export const KEPT_IN_ENGLISH: ReadonlySet<string> = new Set([SSO_MISSING_INPUTS_MESSAGE]);

interface Catalogue {
  messages: Readonly<Record<string, string>>;
  patterns: readonly MessagePattern[];
  fields: Readonly<Record<string, string>>;
  /** The word joining the last two allowed values. */
  or: string;
}

const CATALOGUES: Readonly<Record<Exclude<Language, 'en'>, Catalogue>> = {
  fil: { messages: FILIPINO_MESSAGES, patterns: FILIPINO_PATTERNS, fields: FILIPINO_FIELDS, or: 'o' },
};

/** A camelCase property name as the API spells it (`whyJoin`, `limit`): kept, never translated. */
const PROPERTY_NAME = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)*$/;

/**
 * A server message in the given language: the catalogue's sentence, or the pattern's with its
 * parts carried over; the English when the catalogue has neither (or for English).
 */
export function translateMessage(text: string, language: Language): string {
  return language === 'en' ? text : (translated(text, CATALOGUES[language]) ?? text);
}

/** Whether a message has a translation in the language (English always has). Spec-quoted texts count as translated. */
export function hasTranslation(text: string, language: Language): boolean {
  return language === 'en' || translated(text, CATALOGUES[language]) !== undefined;
}

function translated(text: string, catalogue: Catalogue, depth = 0): string | undefined {
  if (KEPT_IN_ENGLISH.has(text)) {
    return text;
  }
  if (Object.hasOwn(catalogue.messages, text)) {
    return catalogue.messages[text];
  }
  if (depth > 2) {
    return undefined;
  }
  for (const pattern of catalogue.patterns) {
    const match = pattern.regex.exec(text);
    if (!match) {
      continue;
    }
    const values = new Map<string, string>();
    const fits = pattern.slots.every((slot, i) => {
      const value = match[i + 1] ?? '';
      const carried = carry(slot, value, catalogue, depth);
      if (carried !== undefined) {
        values.set(slot, carried);
      }
      return carried !== undefined;
    });
    if (fits) {
      return pattern.translation.replace(/\{([A-Za-z0-9]+)\}/g, (whole, name: string) => values.get(name) ?? whole);
    }
  }
  return undefined;
}

/** A pattern's part in the translation, or undefined when the pattern does not fit it. */
function carry(slot: string, value: string, catalogue: Catalogue, depth: number): string | undefined {
  if (GLOSSARY_SLOTS.has(slot)) {
    if (Object.hasOwn(catalogue.fields, value)) {
      return catalogue.fields[value];
    }
    // A sentence may open with a property's API name ("limit must be ..."); an item is always words.
    return slot === 'field' && PROPERTY_NAME.test(value) ? value : undefined;
  }
  if (slot === MESSAGE_SLOT) {
    return translated(value, catalogue, depth + 1);
  }
  if (slot === CHOICES_SLOT) {
    return value.replace(/ or /g, ` ${catalogue.or} `);
  }
  return value;
}

/**
 * An error answer in the language: its message, or each constraint of its field list. The code,
 * the status and the field names never change.
 */
export function translateErrorBody(body: HttpErrorBody, language: Language): HttpErrorBody {
  if (language === 'en') {
    return body;
  }
  const message =
    typeof body.message === 'string'
      ? translateMessage(body.message, language)
      : body.message.map((field): FieldError => ({
          ...field,
          constraints: field.constraints.map((constraint) => translateMessage(constraint, language)),
        }));
  return { ...body, message };
}
