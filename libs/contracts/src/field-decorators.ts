/**
 * One decorator per DTO field: each combines the class-validator checks, the class-transformer
 * step and the OpenAPI property its kind of field always has, with sentences made from the field's
 * label ("Title must be 2 to 120 characters."). The checks are registered in the order the pipe
 * runs them (it stops at a field's first failure): type, then size, then form; `reversed` keeps the
 * opposite order of older DTOs (their answers stay word for word).
 *
 * Import by path from the *.dto.ts files (class-validator stays out of the SPA's bundle).
 */
import { applyDecorators, type Type as Class } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  Validate,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { isTimeZoneName } from './time-zones';

// No sentence (undefined): class-validator's own ("ip must be a string").
const say = (message: string | undefined) => ({ message });
const each = (message: string | undefined) => ({ each: true, message });
const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true };
type IsURLOptions = Parameters<typeof IsUrl>[0];

/** Strings are kept without the spaces around them; anything else goes on to be refused. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const trimEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v: unknown) => (typeof v === 'string' ? v.trim() : v)) : value;
/** A list sent as JSON text (a multipart field): blank text is [], text that is not JSON stays to be refused. */
export const jsonList = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') {
    return value;
  }
  if (value.trim() === '') {
    return [];
  }
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};
/** Query strings carry "true"/"false"; messages carry booleans. */
export const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** Checked only when it holds (ValidateIf); the OpenAPI page shows the field as optional. */
export type Condition = (object: never, value: unknown) => boolean;

/**
 * Required unless given: true, the field may be left out or null (IsOptional); 'not-null', it may
 * be left out, and null is checked (and refused) like any value; a condition, checked when it holds.
 */
export type Optionality = true | 'not-null' | Condition;

export interface FieldOptions {
  optional?: Optionality;
  /** What the OpenAPI page says besides the type (example, description, nullable, default...). */
  api?: ApiPropertyOptions;
  /**
   * Between services: class-validator's own sentences ("ip must be a string") instead of those
   * made from the label; sentences given in the options stay.
   */
  plain?: boolean;
  /** The checks in the opposite order (form, size, then type), as older DTOs stacked them. */
  reversed?: boolean;
}

/** A value and the sentence that refuses a value beyond it; a bare number: class-validator's sentence. */
export type Limit = [number, string] | number;

const limit = (value: Limit): [number, string | undefined] => (typeof value === 'number' ? [value, undefined] : value);

const presence = (optional: Optionality | undefined): PropertyDecorator[] =>
  optional === true
    ? [IsOptional()]
    : optional === 'not-null'
      ? [ValidateIf((_object: unknown, value: unknown) => value !== undefined)]
      : optional
        ? [ValidateIf(optional as (object: object, value: unknown) => boolean)]
        : [];

const documented = (optional: Optionality | undefined, api: ApiPropertyOptions | undefined): PropertyDecorator =>
  optional ? ApiPropertyOptional(api) : ApiProperty(api);

/** A sentence made from the label: none (class-validator's own) when plain. */
const made = (options: FieldOptions, sentence: string): string | undefined => (options.plain ? undefined : sentence);

// In the order they are registered: as a stack of decorators written bottom-up.
const field = (checks: PropertyDecorator[], options: FieldOptions): PropertyDecorator =>
  applyDecorators(
    ...(options.reversed ? [...checks].reverse() : checks),
    ...presence(options.optional),
    documented(options.optional, options.api),
  );

export interface TextOptions extends FieldOptions {
  /** The sentence for a value that is not text (default "{label} is required.", "must be text." when optional). */
  type?: string;
  /** Empty text is refused too, with the same sentence. */
  nonEmpty?: boolean;
  /** Characters: [min, max], or at least min (with its sentence), or at most max. */
  length?: [number, number];
  min?: [number, string];
  max?: number;
  /** The sentence beyond max (default "{label} must be at most {max} characters."). */
  tooLong?: string;
  /** The form it must have, and the sentence that refuses another. */
  pattern?: [RegExp, string];
  /** A ValidatorConstraint class that checks it last, with its own sentence. */
  check?: Class;
  /** Spaces around are dropped first (default true). */
  trim?: boolean;
  /** Then made upper or lower case. */
  case?: 'upper' | 'lower';
}

/** Text: "{label} is required." (or "must be text." when optional), then its length, then its form. */
export function Text(label: string, options: TextOptions = {}): PropertyDecorator {
  const { length, min, max, pattern } = options;
  const type = options.type ?? made(options, options.optional ? `${label} must be text.` : `${label} is required.`);
  const change = (value: string) => {
    const trimmed = options.trim === false ? value : value.trim();
    return options.case === 'upper' ? trimmed.toUpperCase() : options.case === 'lower' ? trimmed.toLowerCase() : trimmed;
  };
  return field(
    [
      IsString(say(type)),
      ...(options.nonEmpty ? [IsNotEmpty(say(type))] : []),
      ...(length ? [Length(length[0], length[1], say(made(options, `${label} must be ${length[0]} to ${length[1]} characters.`)))] : []),
      ...(min ? [MinLength(min[0], say(min[1]))] : []),
      ...(max !== undefined ? [MaxLength(max, say(options.tooLong ?? made(options, `${label} must be at most ${max} characters.`)))] : []),
      ...(pattern ? [Matches(pattern[0], say(pattern[1]))] : []),
      ...(options.check ? [Validate(options.check)] : []),
      ...(options.trim === false && !options.case
        ? []
        : [Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? change(value) : value))]),
    ],
    options,
  );
}

/** An http(s) address of at most 2000 characters. */
export function Url(label: string, options: FieldOptions & { tooLong?: string } = {}): PropertyDecorator {
  return field(
    [
      IsUrl(HTTP_URL, say(`${label} must be a web address starting with http:// or https://.`)),
      MaxLength(2000, say(options.tooLong ?? `${label} is too long.`)),
    ],
    options,
  );
}

/** An id (any UUID version). */
export function Uuid(message: string, options: FieldOptions = {}): PropertyDecorator {
  return field([IsUUID('all', say(message))], options);
}

/** An object checked by its own class. */
export interface NestedOptions extends FieldOptions {
  /** Also refuse what is not an object: with this sentence, or (true) class-validator's. */
  notObject?: string | true;
}

/** An object validated by its class (OpenAPI: that class). */
export function Nested(type: Class, options: NestedOptions = {}): PropertyDecorator {
  const { notObject } = options;
  return field(
    [...(notObject === undefined ? [] : [IsObject(say(notObject === true ? undefined : notObject))]), ValidateNested(), Type(() => type)],
    { ...options, api: { type, ...options.api } },
  );
}

/** An IANA time zone name (isTimeZoneName: Asia/Manila, UTC), kept as sent; anything else gets the sentence. */
export function TimeZone(message: string, options: FieldOptions = {}): PropertyDecorator {
  return field([ValidateBy({ name: 'isTimeZoneName', validator: { validate: isTimeZoneName } }, say(message))], {
    ...options,
    api: { type: String, example: 'Asia/Manila', ...options.api },
  });
}

/** An e-mail address. */
export function Email(message: string, options: FieldOptions = {}): PropertyDecorator {
  return field([IsEmail({}, say(message))], options);
}

/** A date and time, ISO 8601 with its offset. */
export function DateTime(label: string, options: FieldOptions = {}): PropertyDecorator {
  return field([IsISO8601({ strict: true }, say(`${label} must be a date and time (ISO 8601).`))], {
    ...options,
    api: { format: 'date-time', ...options.api },
  });
}

/** true or false; fromText: also "true"/"false" (a query string, a multipart field). */
export function Bool(label: string, options: FieldOptions & { fromText?: boolean } = {}): PropertyDecorator {
  return field([IsBoolean(say(`${label} must be true or false.`)), ...(options.fromText ? [Transform(toBoolean)] : [])], options);
}

export interface IntOptions extends FieldOptions {
  /** The sentence for a value that is not a whole number (none: class-validator's). */
  int?: string;
  min?: Limit;
  max?: Limit;
  /** Query: read the number from its text. */
  query?: boolean;
}

/** The largest whole number a field takes when it names no limit of its own: PostgreSQL's integer. */
export const INT_CEILING = 2_147_483_647;
export const INT_CEILING_MESSAGE = 'The number is too large.';

/**
 * A whole number within its limits; without a max, at most INT_CEILING (1e21 is a whole number to
 * JavaScript, and a page or a count that large overflowed the database's arithmetic: a 500).
 */
export function Int(options: IntOptions): PropertyDecorator {
  const min = options.min === undefined ? undefined : limit(options.min);
  const max = options.max === undefined ? ([INT_CEILING, INT_CEILING_MESSAGE] as const) : limit(options.max);
  return field(
    [
      IsInt(say(options.int)),
      ...(min ? [Min(min[0], say(min[1]))] : []),
      ...(max ? [Max(max[0], say(max[1]))] : []),
      ...(options.query ? [Type(() => Number)] : []),
    ],
    options,
  );
}

/** One of the values (OpenAPI: an enum); query: numbers read from their text. */
export function OneOf(
  values: readonly (string | number)[],
  message: string,
  options: FieldOptions & { query?: boolean } = {},
): PropertyDecorator {
  return field([IsIn(values, say(message)), ...(options.query ? [Type(() => Number)] : [])], {
    ...options,
    api: { enum: values as string[], ...options.api },
  });
}

export interface ListOptions extends FieldOptions {
  /** At least, and at most, with their sentences. */
  min?: Limit;
  max?: Limit;
  /** The sentence for what is not a list (default "{label} must be a list."). */
  notList?: string;
  /** It may come as JSON text (a multipart field): see jsonList. */
  json?: boolean;
  /**
   * The items: text (its name in "Each {item} must be text.", with its length), ids ("uuid" and
   * the sentence, undefined: class-validator's), values to choose from (and the sentence), e-mail
   * addresses (trimmed and lower-cased), http(s) addresses (at most max; more IsURL options), text
   * of a form, or objects checked by their class.
   */
  of:
    | { text: string; length: [number, number] }
    | { uuid: string | undefined }
    | { oneOf: readonly string[]; message: string }
    | { email: string }
    | { url: string; max: [number, string]; options?: IsURLOptions }
    | { pattern: [RegExp, string] }
    | { nested: Class };
}

const trimLower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
const trimOne = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** A list: "{label} must be a list.", its size, then each item. */
export function ListOf(label: string, options: ListOptions): PropertyDecorator {
  const { of } = options;
  const min = options.min === undefined ? undefined : limit(options.min);
  const max = options.max === undefined ? undefined : limit(options.max);
  const items: PropertyDecorator[] =
    'text' in of
      ? [
          IsString(each(`Each ${of.text} must be text.`)),
          Length(of.length[0], of.length[1], each(`Each ${of.text} must be ${of.length[0]} to ${of.length[1]} characters.`)),
        ]
      : 'uuid' in of
        ? [IsUUID('all', each(of.uuid))]
        : 'oneOf' in of
          ? [IsIn(of.oneOf, each(of.message))]
          : 'email' in of
            ? [IsEmail({}, each(of.email))]
            : 'url' in of
              ? [MaxLength(of.max[0], each(of.max[1])), IsUrl({ ...HTTP_URL, ...of.options }, each(of.url))]
              : 'pattern' in of
                ? [Matches(of.pattern[0], each(of.pattern[1]))]
                : [ValidateNested({ each: true }), Type(() => of.nested)];
  // Each item's change: text trimmed, e-mail addresses trimmed and lower-cased.
  const item = 'text' in of ? trimOne : 'email' in of ? trimLower : undefined;
  const transforms =
    item || options.json
      ? [
          Transform((params: { value: unknown }) => {
            const value = options.json ? jsonList(params) : params.value;
            return item && Array.isArray(value) ? value.map(item) : value;
          }),
        ]
      : [];
  const api: ApiPropertyOptions =
    'oneOf' in of
      ? { enum: of.oneOf as string[], isArray: true }
      : 'uuid' in of
        ? { type: [String], format: 'uuid' }
        : 'nested' in of
          ? { type: [of.nested] }
          : { type: [String] };
  return field(
    [
      IsArray(say(options.notList ?? made(options, `${label} must be a list.`))),
      ...(min ? [ArrayMinSize(min[0], say(min[1]))] : []),
      ...(max ? [ArrayMaxSize(max[0], say(max[1]))] : []),
      ...items,
      ...transforms,
    ],
    { ...options, api: { ...api, ...options.api } as ApiPropertyOptions },
  );
}
