/**
 * One decorator per DTO field: each combines the class-validator checks, the class-transformer
 * step and the OpenAPI property its kind of field always has, with sentences made from the field's
 * label ("Title must be 2 to 120 characters."). The checks are registered in the order the pipe
 * runs them (it stops at a field's first failure): type, then size, then form.
 *
 * Import by path from the *.dto.ts files (class-validator stays out of the SPA's bundle).
 */
import { applyDecorators } from '@nestjs/common';
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
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

const say = (message: string) => ({ message });
const each = (message: string) => ({ each: true, message });
const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true };

/** Strings are kept without the spaces around them; anything else goes on to be refused. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const trimEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v: unknown) => (typeof v === 'string' ? v.trim() : v)) : value;
/** Query strings carry "true"/"false"; messages carry booleans. */
export const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/**
 * Required unless given: true, the field may be left out or null (IsOptional); 'not-null', it may
 * be left out, and null is checked (and refused) like any value.
 */
export type Optionality = true | 'not-null';

export interface FieldOptions {
  optional?: Optionality;
  /** What the OpenAPI page says besides the type (example, description, nullable, default...). */
  api?: ApiPropertyOptions;
}

/** A value and the sentence that refuses a value beyond it. */
export type Limit = [number, string];

const presence = (optional: Optionality | undefined): PropertyDecorator[] =>
  optional === true
    ? [IsOptional()]
    : optional === 'not-null'
      ? [ValidateIf((_object: unknown, value: unknown) => value !== undefined)]
      : [];

const documented = (optional: Optionality | undefined, api: ApiPropertyOptions | undefined): PropertyDecorator =>
  optional ? ApiPropertyOptional(api) : ApiProperty(api);

// In the order they are registered: as a stack of decorators written bottom-up.
const field = (checks: PropertyDecorator[], options: FieldOptions): PropertyDecorator =>
  applyDecorators(...checks, ...presence(options.optional), documented(options.optional, options.api));

export interface TextOptions extends FieldOptions {
  /** Characters: [min, max], or at most max. */
  length?: [number, number];
  max?: number;
  /** The form it must have, and the sentence that refuses another. */
  pattern?: [RegExp, string];
  /** Spaces around are dropped first (default true). */
  trim?: boolean;
}

/** Text: "{label} is required." (or "must be text." when optional), then its length, then its pattern. */
export function Text(label: string, options: TextOptions = {}): PropertyDecorator {
  const { length, max, pattern } = options;
  return field(
    [
      IsString(say(options.optional ? `${label} must be text.` : `${label} is required.`)),
      ...(length ? [Length(length[0], length[1], say(`${label} must be ${length[0]} to ${length[1]} characters.`))] : []),
      ...(max !== undefined ? [MaxLength(max, say(`${label} must be at most ${max} characters.`))] : []),
      ...(pattern ? [Matches(pattern[0], say(pattern[1]))] : []),
      ...(options.trim === false ? [] : [Transform(trim)]),
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
  /** The sentence for a value that is not a whole number. */
  int: string;
  min?: Limit;
  max?: Limit;
  /** Query: read the number from its text. */
  query?: boolean;
}

/** A whole number within its limits. */
export function Int(options: IntOptions): PropertyDecorator {
  const { min, max } = options;
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

/** One of the values (OpenAPI: an enum). */
export function OneOf(values: readonly string[], message: string, options: FieldOptions = {}): PropertyDecorator {
  return field([IsIn(values, say(message))], { ...options, api: { enum: values as string[], ...options.api } });
}

export interface ListOptions extends FieldOptions {
  /** At least, and at most, with their sentences. */
  min?: Limit;
  max?: Limit;
  /**
   * The items: text (its name in "Each {item} must be text.", with its length), ids ("uuid" and
   * the sentence), or values to choose from (and the sentence).
   */
  of: { text: string; length: [number, number] } | { uuid: string } | { oneOf: readonly string[]; message: string };
}

/** A list: "{label} must be a list.", its size, then each item. */
export function ListOf(label: string, options: ListOptions): PropertyDecorator {
  const { min, max, of } = options;
  const items: PropertyDecorator[] =
    'text' in of
      ? [
          IsString(each(`Each ${of.text} must be text.`)),
          Length(of.length[0], of.length[1], each(`Each ${of.text} must be ${of.length[0]} to ${of.length[1]} characters.`)),
          Transform(trimEach),
        ]
      : 'uuid' in of
        ? [IsUUID('all', each(of.uuid))]
        : [IsIn(of.oneOf, each(of.message))];
  const api: ApiPropertyOptions =
    'oneOf' in of ? { enum: of.oneOf as string[], isArray: true } : 'uuid' in of ? { type: [String], format: 'uuid' } : { type: [String] };
  return field(
    [
      IsArray(say(`${label} must be a list.`)),
      ...(min ? [ArrayMinSize(min[0], say(min[1]))] : []),
      ...(max ? [ArrayMaxSize(max[0], say(max[1]))] : []),
      ...items,
    ],
    { ...options, api: { ...api, ...options.api } as ApiPropertyOptions },
  );
}
