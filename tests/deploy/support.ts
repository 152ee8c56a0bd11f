// Shared loaders and checks for the deployment tests (deploy/, docker-compose.yml, k8s/). No Docker
// engine or cluster runs here, so these files are checked by parsing and schema validation.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { ENV_DOCS } from '../../libs/platform/src/config/env.schema';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const rootPath = (...parts: string[]): string => path.join(ROOT, ...parts);
export const readText = (relative: string): string => readFileSync(rootPath(relative), 'utf8');

/** Every environment variable the platform reads: the configuration schema's own list. */
export const DOCUMENTED_ENV_VARS: readonly string[] = ENV_DOCS.map((doc) => doc.name);

/** The variables that are secrets: they come from a Secret or from ${VAR:?...} interpolation. */
export const SECRET_ENV_VARS: readonly string[] = ['AUTH_SECRET', 'DATABASE_URL', 'MEILI_API_KEY', 'ADMIN_PASSWORD'];

/** The launcher every process runs, and the database command of the migration step. */
export const LAUNCHER = 'dist/services/launcher/src/main.js';
export const DB_SCRIPT = 'dist/services/launcher/src/db.js';

/** A name that looks like it holds a secret (passwords, keys, tokens). */
export const SECRET_NAME = /(SECRET|PASSWORD|PASSWD|TOKEN|(^|_)KEY$|API_KEY|MASTER_KEY|PRIVATE)/i;

// ---------------------------------------------------------------------------------------------
// YAML

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A value as text, for messages and comparisons (JSON for anything but a string). */
export const str = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? 'undefined' : JSON.stringify(value);

/** The entries of an optional list of objects. */
export const objectsIn = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** A nested object, or an empty one. */
export const objectAt = (value: unknown, ...keys: string[]): JsonObject => {
  let current: unknown = value;
  for (const key of keys) {
    current = isObject(current) ? current[key] : undefined;
  }
  return isObject(current) ? current : {};
};

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses every document of a YAML text; any error or warning (duplicate keys, bad aliases) throws. */
export function parseYamlDocuments(text: string, where: string): Json[] {
  const docs = parseAllDocuments(text, { merge: true, uniqueKeys: true, prettyErrors: true });
  if (!Array.isArray(docs)) {
    throw new Error(`${where}: not a YAML stream`);
  }
  const out: Json[] = [];
  for (const doc of docs) {
    const problems = [...doc.errors, ...doc.warnings];
    if (problems.length > 0) {
      throw new Error(`${where}: ${problems.map((p) => p.message).join('; ')}`);
    }
    let value: Json;
    try {
      value = doc.toJS({ maxAliasCount: 1000 }) as Json;
    } catch (error) {
      throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    if (value !== null && value !== undefined) {
      out.push(value);
    }
  }
  return out;
}

export const loadYamlFile = (relative: string): Json[] => parseYamlDocuments(readText(relative), relative);

export function loadComposeFile(relative = 'docker-compose.yml'): JsonObject {
  const docs = loadYamlFile(relative);
  if (docs.length !== 1 || !isObject(docs[0])) {
    throw new Error(`${relative}: expected one mapping document`);
  }
  return docs[0];
}

// ---------------------------------------------------------------------------------------------
// Kubernetes manifests

export interface K8sObject extends JsonObject {
  apiVersion: string;
  kind: string;
  metadata: JsonObject;
}

export interface LoadedObject {
  file: string;
  object: K8sObject;
}

export const K8S_DIR = 'k8s';
export const SECRET_TEMPLATE = 'k8s/secret.example.yaml';

/** Every YAML file under k8s/, in every folder (base, backing, overlays), sorted. */
export const k8sYamlFiles = (): string[] =>
  readdirSync(rootPath(K8S_DIR), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => `${K8S_DIR}/${name.split(path.sep).join('/')}`)
    .sort();

export function loadK8sObjects(files: string[]): LoadedObject[] {
  const out: LoadedObject[] = [];
  for (const file of files) {
    for (const doc of loadYamlFile(file)) {
      if (!isObject(doc) || typeof doc.apiVersion !== 'string' || typeof doc.kind !== 'string' || !isObject(doc.metadata)) {
        throw new Error(`${file}: a document without apiVersion, kind and metadata`);
      }
      out.push({ file, object: doc as K8sObject });
    }
  }
  return out;
}

export const podSpecOf = (object: K8sObject): JsonObject | undefined => {
  const spec = object.spec;
  if (!isObject(spec)) {
    return undefined;
  }
  const template =
    object.kind === 'CronJob' && isObject(spec.jobTemplate) && isObject(spec.jobTemplate.spec)
      ? spec.jobTemplate.spec.template
      : spec.template;
  return isObject(template) && isObject(template.spec) ? template.spec : undefined;
};

export const containersOf = (pod: JsonObject, withInit = true): JsonObject[] =>
  [
    ...(withInit && Array.isArray(pod.initContainers) ? pod.initContainers : []),
    ...(Array.isArray(pod.containers) ? pod.containers : []),
  ].filter(isObject);

/** A probe's timing as the kubelet reads it (Kubernetes' defaults where a field is left out). */
export interface ProbeTiming {
  periodSeconds: number;
  timeoutSeconds: number;
  failureThreshold: number;
}

export function probeTiming(container: JsonObject, probe: 'livenessProbe' | 'readinessProbe' | 'startupProbe'): ProbeTiming {
  const spec = objectAt(container, probe);
  const seconds = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return {
    periodSeconds: seconds(spec.periodSeconds, 10),
    timeoutSeconds: seconds(spec.timeoutSeconds, 1),
    failureThreshold: seconds(spec.failureThreshold, 3),
  };
}

/**
 * The longest a process that stopped answering still passes the probe: the first probe after the
 * stall starts within a period, and the last of failureThreshold failures ends with its timeout.
 */
export const secondsToNoticeAStall = ({ periodSeconds, timeoutSeconds, failureThreshold }: ProbeTiming): number =>
  failureThreshold * periodSeconds + timeoutSeconds;

/**
 * Schema validation with kubernetes-models: each object is built as its typed model
 * (kubernetes-models/<apiVersion>/<kind>), whose validate() applies the official OpenAPI schema
 * (types, required fields, enums, formats). An unknown apiVersion or kind fails to import.
 */
export async function validateWithModel(object: K8sObject): Promise<void> {
  const specifier = `kubernetes-models/${object.apiVersion}/${object.kind}`;
  let module: Record<string, unknown>;
  try {
    module = (await import(specifier)) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`no Kubernetes model for ${object.apiVersion} ${object.kind}: ${String(error)}`, { cause: error });
  }
  const Model = module[object.kind] as (new (data: unknown) => { validate(): void }) | undefined;
  if (typeof Model !== 'function') {
    throw new Error(`kubernetes-models has no ${object.kind} in ${specifier}`);
  }
  const { apiVersion: _apiVersion, kind: _kind, ...data } = object;
  new Model(data).validate();
}

// The models' validators accept unknown fields (as the API server does without strict field
// validation). The strict check below reads the same package's generated type declarations, which
// list each object's fields, and reports every field that the Kubernetes schema does not have.
type FieldType =
  | { kind: 'leaf' }
  | { kind: 'array'; of: FieldType }
  | { kind: 'map'; of: FieldType }
  | { kind: 'object'; fields: Map<string, FieldType> } // an inline object type
  | { kind: 'ref'; file: string };

const MODELS_DIR = rootPath('node_modules', 'kubernetes-models');
const shapes = new Map<string, Map<string, FieldType> | null>();

function resolveDeclaration(specifier: string, fromFile: string): string {
  if (specifier.startsWith('.')) {
    return path.resolve(path.dirname(fromFile), `${specifier.replace(/\.js$/, '')}.d.ts`);
  }
  for (const base of [path.join(MODELS_DIR, 'node_modules'), rootPath('node_modules')]) {
    const file = path.join(base, `${specifier.replace(/\.js$/, '')}.d.ts`);
    if (existsSync(file)) {
      return file;
    }
  }
  throw new Error(`cannot resolve ${specifier} from ${fromFile}`);
}

function splitTopLevel(body: string): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  const head = /\s*"([^"]+)"\??:\s*/y;
  let at = 0;
  while (at < body.length) {
    head.lastIndex = at;
    const match = head.exec(body);
    if (!match) {
      if (body.slice(at).trim() === '') {
        break;
      }
      throw new Error(`unexpected declaration text: ${body.slice(at, at + 80)}`);
    }
    let depth = 0;
    let end = head.lastIndex;
    for (; end < body.length; end++) {
      const c = body[end];
      if (c === '{' || c === '<' || c === '(') {
        depth++;
      } else if (c === '}' || c === '>' || c === ')') {
        depth--;
      } else if (c === ';' && depth === 0) {
        break;
      }
    }
    fields.push([match[1], body.slice(head.lastIndex, end).trim()]);
    at = end + 1;
  }
  return fields;
}

function fieldType(text: string, imports: Map<string, string>, file: string, self: string): FieldType {
  const array = /^Array<([\s\S]*)>$/.exec(text);
  if (array) {
    return { kind: 'array', of: fieldType(array[1].trim(), imports, file, self) };
  }
  const map = /^\{\s*\[key: string\]:\s*([\s\S]*?);?\s*\}$/.exec(text);
  if (map) {
    return { kind: 'map', of: fieldType(map[1].trim(), imports, file, self) };
  }
  const inline = /^\{([\s\S]*)\}$/.exec(text);
  if (inline) {
    const fields = new Map<string, FieldType>();
    for (const [name, type] of splitTopLevel(inline[1])) {
      fields.set(name, fieldType(type, imports, file, self));
    }
    return { kind: 'object', fields };
  }
  if (/^I[A-Za-z0-9]+$/.test(text)) {
    if (text === self) {
      return { kind: 'ref', file };
    }
    const from = imports.get(text);
    if (!from) {
      throw new Error(`${file}: type ${text} is not imported`);
    }
    return { kind: 'ref', file: resolveDeclaration(from, file) };
  }
  return { kind: 'leaf' };
}

function shapeOf(file: string): Map<string, FieldType> | null {
  const cached = shapes.get(file);
  if (cached !== undefined) {
    return cached;
  }
  const text = readFileSync(file, 'utf8');
  if (!text.includes('export interface ')) {
    shapes.set(file, null); // a type alias (Quantity, IntOrString, Time...): a leaf
    return null;
  }
  const start = /export interface (I[A-Za-z0-9]+)(?: extends [A-Za-z0-9_, ]+)? \{/.exec(text);
  if (!start) {
    throw new Error(`${file}: cannot read its interface`);
  }
  const imports = new Map<string, string>();
  for (const m of text.matchAll(/import \{([^}]+)\} from "([^"]+)";/g)) {
    for (const name of m[1].split(',')) {
      imports.set(name.trim(), m[2]);
    }
  }
  let depth = 0;
  let end = start.index + start[0].length;
  for (depth = 1; end < text.length && depth > 0; end++) {
    if (text[end] === '{') {
      depth++;
    } else if (text[end] === '}') {
      depth--;
    }
  }
  const body = text.slice(start.index + start[0].length, end - 1).replace(/\/\*[\s\S]*?\*\//g, '');
  const shape = new Map<string, FieldType>();
  shapes.set(file, shape); // before recursing: some types refer to themselves
  for (const [name, type] of splitTopLevel(body)) {
    shape.set(name, fieldType(type, imports, file, start[1]));
  }
  return shape;
}

function unknownFieldsIn(value: unknown, type: FieldType, where: string, out: string[]): void {
  if (value === null || value === undefined || type.kind === 'leaf') {
    return;
  }
  if (type.kind === 'array') {
    if (Array.isArray(value)) {
      value.forEach((item, i) => unknownFieldsIn(item, type.of, `${where}[${i}]`, out));
    }
    return;
  }
  if (type.kind === 'map') {
    if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        unknownFieldsIn(item, type.of, `${where}.${key}`, out);
      }
    }
    return;
  }
  const shape = type.kind === 'object' ? type.fields : shapeOf(type.file);
  if (!shape || !isObject(value)) {
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const field = shape.get(key);
    if (!field) {
      out.push(`${where}.${key}`);
    } else {
      unknownFieldsIn(item, field, `${where}.${key}`, out);
    }
  }
}

/** Paths of the fields that the object's Kubernetes schema does not define (typos, wrong nesting). */
export function unknownFields(object: K8sObject): string[] {
  const file = path.join(MODELS_DIR, object.apiVersion, `${object.kind}.d.ts`);
  if (!existsSync(file)) {
    throw new Error(`no Kubernetes type declaration for ${object.apiVersion} ${object.kind}`);
  }
  const out: string[] = [];
  unknownFieldsIn(object, { kind: 'ref', file }, object.kind, out);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Dockerfile

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** Splits a Dockerfile into stages of instructions (line continuations joined, comments dropped). */
export function parseDockerfile(text: string): Stage[] {
  const logical: string[] = [];
  let current = '';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#') || (line === '' && current === '')) {
      continue;
    }
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1).trim()} `;
      continue;
    }
    current += line;
    if (current.trim() !== '') {
      logical.push(current.trim());
    }
    current = '';
  }
  if (current.trim() !== '') {
    logical.push(current.trim());
  }

  const stages: Stage[] = [];
  for (const line of logical) {
    const match = /^([A-Za-z]+)\s*(.*)$/s.exec(line);
    if (!match) {
      throw new Error(`Dockerfile: cannot read "${line}"`);
    }
    const keyword = match[1].toUpperCase();
    const args = match[2];
    if (keyword === 'FROM') {
      const from = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!from) {
        throw new Error(`Dockerfile: cannot read FROM ${args}`);
      }
      stages.push({ image: from[1], name: from[2], instructions: [] });
    } else if (keyword === 'ARG' && stages.length === 0) {
      continue;
    } else {
      const stage = stages.at(-1);
      if (!stage) {
        throw new Error(`Dockerfile: ${keyword} before FROM`);
      }
      stage.instructions.push({ keyword, args });
    }
  }
  return stages;
}

/** The exec (JSON) form of CMD, ENTRYPOINT or a HEALTHCHECK's CMD; shell form is rejected. */
export function execForm(args: string): string[] {
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((a) => typeof a === 'string')) {
    throw new Error(`not an exec-form array: ${args}`);
  }
  return parsed;
}

/** Names set by ENV instructions (both `ENV A=1 B=2` and `ENV A 1`). */
export function envNames(instructions: Instruction[]): string[] {
  const names: string[] = [];
  for (const { keyword, args } of instructions) {
    if (keyword !== 'ENV') {
      continue;
    }
    if (/^[A-Za-z_][A-Za-z0-9_]*\s+[^=]*$/.test(args) && !args.includes('=')) {
      names.push(args.split(/\s+/)[0]);
    } else {
      for (const m of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=/g)) {
        names.push(m[1]);
      }
    }
  }
  return names;
}

// ---------------------------------------------------------------------------------------------
// Secrets

/** Compose interpolations: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?message}, ${VAR?message}. */
export interface Interpolation {
  name: string;
  operator: string | undefined;
  argument: string | undefined;
}

export function interpolations(value: string): Interpolation[] {
  return [...value.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}/g)].map((m) => ({
    name: m[1],
    operator: m[2],
    argument: m[3],
  }));
}

const PLACEHOLDER = /change[-_]?me/i;

export const isPlaceholder = (value: string): boolean => PLACEHOLDER.test(value);

/** True when a value is nothing but a required interpolation, e.g. ${AUTH_SECRET:?set it in .env}. */
export const isRequiredInterpolation = (value: string): boolean => /^\$\{[A-Za-z_][A-Za-z0-9_]*:?\?[^}]+\}$/.test(value.trim());

/** The password part of a URL's user info, if any (postgresql://user:PASSWORD@host/db). */
export function urlPassword(value: string): string | undefined {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:([^@\s]*)@/i.exec(value.trim());
  return match ? match[1] : undefined;
}

/**
 * Problems with one environment entry of a committed file: a secret-named variable, or a URL with
 * a password, whose value is written out (or has a default) instead of coming from a required
 * interpolation such as ${AUTH_SECRET:?set it in .env}.
 */
export function literalSecretProblem(name: string, value: string): string | undefined {
  // An address on the reserved .invalid domain, with no password: a placeholder never dialled (the
  // DATABASE_URL that distributed mode requires of a process without a database).
  if (/^[a-z]+:\/\/[^:@/]+@[^/:@]+\.invalid(\/|$)/.test(value)) {
    return undefined;
  }
  const masked = value.replace(/\$\{[^}]*\}/g, (m) => (isRequiredInterpolation(m) ? 'INTERPOLATED' : 'DEFAULTED'));
  const password = urlPassword(masked);
  if (password !== undefined) {
    return password === 'INTERPOLATED' || password === '' ? undefined : `${name} holds a URL with a literal password`;
  }
  if ((SECRET_NAME.test(name) || SECRET_ENV_VARS.includes(name)) && masked.trim() !== 'INTERPOLATED') {
    return `${name} is a secret but its value is not a required interpolation \${${name}:?...}`;
  }
  return undefined;
}

/** Long random-looking tokens: hex keys, base64 keys, private keys, cloud access keys. */
export function secretLookingTokens(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/-----BEGIN [A-Z ]*PRIVATE KEY-----|\bAKIA[0-9A-Z]{16}\b|\b[0-9a-fA-F]{32,}\b/g)) {
    found.push(m[0]);
  }
  for (const m of text.matchAll(/[A-Za-z0-9+/_-]{32,}={0,2}/g)) {
    const token = m[0];
    if (/[0-9]/.test(token) && /[a-z]/.test(token) && /[A-Z]/.test(token) && !token.includes('/')) {
      found.push(token);
    }
  }
  return found;
}

/**
 * `describe` for checks that need a tool the machine may lack (promtool, kubectl, nats-server):
 * skipped where it is missing, except under CI=true, where .ci/run installs it and its absence fails
 * the suite, naming the tool and its Debian package.
 */
export function describeWithTool(
  tool: { name: string; debianPackage: string; path: string | undefined },
  title: string,
  body: () => void,
): void {
  if (tool.path) {
    describe(title, body);
  } else if (process.env.CI === 'true') {
    describe(title, () => {
      it(`needs ${tool.name}`, () => {
        throw new Error(
          `${tool.name} is not installed (Debian package ${tool.debianPackage}; .ci/run installs it): this check cannot be skipped under CI=true`,
        );
      });
    });
  } else {
    describe.skip(title, body);
  }
}
