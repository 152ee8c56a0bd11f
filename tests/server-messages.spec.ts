import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { DEFAULT_MESSAGES } from '../services/bff/src/http/http-error.filter';
import { hasTranslation, translateMessage } from '../services/bff/src/i18n/translate-message';
import { HOLE_MARK, type ExtraSink, scanServerMessages } from './support/server-messages-scan';

/**
 * Every English sentence the server can send in an error answer has Filipino (issue 13): a new
 * message without a Filipino entry fails here. The BFF's filter translates with the same catalogue
 * (services/bff/src/i18n), so what passes here reaches people in Filipino.
 */

const ROOT = process.cwd();
const ALIASES = Object.fromEntries(
  Object.entries(
    (JSON.parse(readFileSync('tsconfig.base.json', 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions
      .paths,
  ).map(([alias, [target]]) => [alias, target ?? '']),
);

/** Where messages travel in ways the scanner does not follow, read as messages where they start. */
const EXTRA_SINKS: ExtraSink[] = [
  // FieldErrors collects constraints and throws them all at once.
  { file: 'services/content/src/common/errors.ts', name: 'FieldErrors.add', index: 1 },
  // The challenge editor's checks collect their sentences as field errors.
  { file: 'services/apprenticeship/src/rules/authoring.ts', name: 'add', index: 1 },
  // A registration decision carries its refusal to the service, which throws it.
  { file: 'services/content/src/events/waitlist.ts', name: 'refuse', index: 0 },
  // A multipart route (uploadRoute's object) carries its refusals.
  ...['notMultipart', 'wrongField', 'unreadable', 'tooLarge', 'tooMany', 'missing'].map((property) => ({
    file: 'services/bff/src/uploads/uploads.ts',
    name: 'uploadRoute',
    index: 0,
    property,
  })),
  // The error filter's own answers (its DEFAULT_MESSAGES, the 500).
  { file: 'services/bff/src/http/http-error.filter.ts', name: 'httpError', index: 1 },
];

/** Messages the scanner cannot see whole, and why each is covered anyway. Keyed "file: expression". */
const ACCOUNTED_FOR: Record<string, string> = {
  'libs/platform/src/errors/service-error.ts: payload.message':
    'an error read back from the transport: the message a service built, scanned there',
  'services/content/src/events/registrations.service.ts: decision.message': "the refusals of waitlist.ts's decisions (EXTRA_SINKS: refuse)",
  ...Object.fromEntries(
    ['notMultipart', 'wrongField', 'unreadable', 'tooLarge', 'tooMany'].map((property) => [
      `services/bff/src/uploads/multipart-form.ts: limits.${property}`,
      "the routes given at uploadRoute's call sites (EXTRA_SINKS)",
    ]),
  ),
  'services/bff/src/uploads/uploads.ts: route.missing': "the routes given at uploadRoute's call sites (EXTRA_SINKS)",
  'services/bff/src/http/http-error.filter.ts: exception.details ?? exception.message': 'the ServiceErrors scanned at their constructors',
  'services/bff/src/http/http-error.filter.ts: hasOwnMessage(exception) ? exception.message : (DEFAULT_MESSAGES[status] ?? exception.message)':
    "Nest's own exceptions: FRAMEWORK_MESSAGES below",
  'services/bff/src/http/http-error.filter.ts: (exception as Error).message': "Fastify's own errors: FRAMEWORK_MESSAGES below",
};

/**
 * What the framework says in the errors the BFF passes on (Nest's router, pipes and guards,
 * Fastify's body parsing, class-validator's checks of the payload's shape), as they read with
 * their variable parts filled in.
 */
const FRAMEWORK_MESSAGES = [
  'Cannot GET /api/v2/nothing-here',
  'Cannot POST /api/v2/careers',
  'Forbidden resource',
  'Validation failed (uuid is expected)',
  'Validation failed (numeric string is expected)',
  'Validation failed (object is expected)',
  'Request body is too large',
  'Unsupported Media Type',
  'Unsupported Media Type: text/plain',
  'Request body size did not match Content-Length',
  "Body cannot be empty when content-type is set to 'application/json'",
  'property favouriteColour should not exist',
  'nested property salary must be either object or array',
  'each value in nested property weeks must be either object or array',
];

/** Fills each hole (a part known only at run time: a number, a name) with a sample. */
const samples = (text: string): string[] => ['2', 'x'].map((sample) => text.split(HOLE_MARK).join(sample));

const missingFilipino = (texts: Iterable<string>): string[] =>
  [...new Set(texts)].filter((text) => !samples(text).some((sample) => hasTranslation(sample, 'fil'))).sort();

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : tsFiles(path);
    }
    return entry.name.endsWith('.ts') && !/\.(spec|int-spec|test)\.ts$/.test(entry.name) ? [path] : [];
  });
}

interface ValidationMetadata {
  type: string;
  target: { name: string };
  propertyName: string;
  message?: string | ((args: unknown) => string);
  constraints?: unknown[];
  constraintCls?: new () => { defaultMessage?: (args: unknown) => string };
}

/**
 * The constraint sentences of every payload class, as class-validator writes them: the decorator's
 * own `message`, or the validator's default message (with $property and $constraint1 filled in).
 */
async function payloadConstraintMessages(): Promise<string[]> {
  const files = [...tsFiles('libs/contracts/src'), ...tsFiles('services')].filter((file) =>
    readFileSync(file, 'utf8').includes("from 'class-validator'"),
  );
  // Payload classes live in *.dto.ts files; another file may use class-validator's functions only.
  expect(files.filter((f) => !f.endsWith('.dto.ts')).sort()).toEqual([
    'libs/contracts/src/field-decorators.ts',
    'services/users/src/admin/first-admin.ts',
  ]);
  for (const file of files.filter((f) => f.endsWith('.dto.ts'))) {
    await import(join(ROOT, file));
  }
  const storage = getMetadataStorage() as unknown as { validationMetadatas?: Map<unknown, ValidationMetadata[]> };
  expect(storage.validationMetadatas).toBeInstanceOf(Map);
  const messages: string[] = [];
  for (const metadata of [...(storage.validationMetadatas?.values() ?? [])].flat()) {
    const args = {
      targetName: metadata.target.name,
      property: metadata.propertyName,
      object: {},
      value: undefined,
      constraints: metadata.constraints,
    };
    let message =
      typeof metadata.message === 'function'
        ? metadata.message(args)
        : (metadata.message ?? (metadata.constraintCls ? (new metadata.constraintCls().defaultMessage?.(args) ?? '') : ''));
    (metadata.constraints ?? []).forEach((constraint, i) => {
      message = message.replaceAll(`$constraint${i + 1}`, Array.isArray(constraint) ? constraint.join(', ') : String(constraint));
    });
    message = message.replaceAll('$property', metadata.propertyName).replaceAll('$target', metadata.target.name);
    if (message) {
      messages.push(message);
    }
  }
  return messages;
}

describe('Filipino for the messages the server sends', () => {
  const scan = scanServerMessages({ root: ROOT, folders: ['services', 'libs/platform/src'], aliases: ALIASES, extraSinks: EXTRA_SINKS });

  it('finds the messages of the error classes, through the helpers that build them', () => {
    const texts = scan.messages.map((m) => m.text);
    expect(texts).toContain('Incorrect e-mail or password.');
    expect(texts).toContain('There is no such booking.');
    expect(texts).toContain(`Too many sign-ups from this address. Please try again in ${HOLE_MARK} minutes.`);
    expect(texts).toContain('This password is too common and appears in lists of leaked passwords. Please choose another.');
    expect(texts.length).toBeGreaterThan(150);
  });

  it('follows every message to its text, or knows why it is covered', () => {
    expect(scan.unfollowed.map((u) => `${u.file}: ${u.expression}`).sort()).toEqual(Object.keys(ACCOUNTED_FOR).sort());
  });

  it('has Filipino for every message an error is built with (services, platform, BFF)', () => {
    const missing = missingFilipino(scan.messages.map((m) => m.text));
    const where = missing.map((text) => `${text}  <- ${scan.messages.find((m) => m.text === text)?.at.join(', ') ?? ''}`);
    expect(where).toEqual([]);
  });

  it('has Filipino for every constraint of the payload classes (their own messages and class-validator defaults)', async () => {
    const messages = await payloadConstraintMessages();
    expect(messages.length).toBeGreaterThan(300);
    expect(missingFilipino(messages)).toEqual([]);
  });

  it("has Filipino for the error filter's own sentences and the framework's", () => {
    expect(missingFilipino([...Object.values(DEFAULT_MESSAGES), ...FRAMEWORK_MESSAGES])).toEqual([]);
  });

  it('leaves a sentence it does not know in English', () => {
    expect(translateMessage('This sentence is in no catalogue.', 'fil')).toBe('This sentence is in no catalogue.');
    expect(hasTranslation('Title must be made of gold.', 'fil')).toBe(false);
  });

  it('reads only source files (no test or spec file is scanned)', () => {
    expect(scan.messages.flatMap((m) => m.at).filter((at) => /\.(spec|int-spec|test)\.ts:/.test(relative(ROOT, at)))).toEqual([]);
  });
});
