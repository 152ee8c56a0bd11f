/** The `{name}` placeholders of a template, as a union of their names. */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The placeholders of `english` that `translation` lacks (never when it has them all). */
type Missing<English extends string, Translation extends string> =
  Placeholders<English> extends infer Name extends string ? (Name extends Placeholders<Translation> ? never : Name) : never;

/**
 * An English sentence with parts that vary, and its translation: each `{name}` of the English is
 * filled in the translation with what stood there. How a part is carried over follows its name:
 *
 * - `{n}`, `{n2}`: a number (digits only), kept;
 * - `{field}`, `{item}`: a field's or thing's name as the message words it ("First name",
 *   "course"), translated through the glossary of names; a `{field}` that is a property's API
 *   name (`whyJoin`, `limit`) is kept as it is; any other words make the pattern not apply;
 * - `{message}`: a whole message of its own, translated in turn (the pattern applies only when it is);
 * - `{choices}`: allowed values ("ONLINE, ONSITE or HYBRID"), kept, their "or" translated;
 * - `{property}`: a property's API name as class-validator writes it (one word, no spaces), kept;
 * - any other name: kept as it is (a name, a slug, a list of allowed values, a date).
 */
export interface MessagePattern {
  readonly english: string;
  readonly translation: string;
  readonly regex: RegExp;
  /** The placeholder names in the order they appear in the English. */
  readonly slots: readonly string[];
}

export const GLOSSARY_SLOTS: ReadonlySet<string> = new Set(['field', 'item']);
export const MESSAGE_SLOT = 'message';
export const CHOICES_SLOT = 'choices';
const PROPERTY_SLOT = 'property';
const NUMBER_SLOT = /^n\d*$/;
const VALUE = '[A-Za-z0-9_-]+';

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern; the translation must use every placeholder of the English (checked by the compiler,
 * and again by the catalogue's spec).
 */
export function pattern<const English extends string, const Translation extends string>(
  english: English,
  translation: Translation & ([Missing<English, Translation>] extends [never] ? unknown : { missing: Missing<English, Translation> }),
): MessagePattern {
  const slots: string[] = [];
  const source = english
    .split(/(\{[A-Za-z0-9]+\})/)
    .map((piece) => {
      const name = /^\{([A-Za-z0-9]+)\}$/.exec(piece)?.[1];
      if (!name) {
        return escapeRegex(piece);
      }
      slots.push(name);
      if (NUMBER_SLOT.test(name)) {
        return '(\\d+)';
      }
      if (name === CHOICES_SLOT) {
        return `(${VALUE}(?:, ${VALUE})* or ${VALUE})`;
      }
      return name === PROPERTY_SLOT ? '([\\w.$-]+)' : '(.*?)';
    })
    .join('');
  return { english, translation, regex: new RegExp(`^${source}$`), slots };
}
