// The operators' kinds (CloudNativePG, its Barman Cloud plugin, the Prometheus Operator) checked
// against their own CRDs' OpenAPI schemas, vendored in fixtures/crd-schemas (each file names the
// upstream repository, commit and path it was extracted from). As with `kubectl apply` (strict field
// validation), a field the schema does not define is an error.
import { readFileSync, readdirSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import { type Json, type K8sObject, isObject, rootPath } from './support';

const DIR = rootPath('tests/deploy/fixtures/crd-schemas');
/** The CRDs' patterns are Go (RE2) expressions: their (?i) is JavaScript's i flag. */
const goRegExp = (pattern: string, flags: string): RegExp =>
  pattern.includes('(?i)') ? new RegExp(pattern.replaceAll('(?i)', ''), `${flags}i`) : new RegExp(pattern, flags);
goRegExp.code = 'goRegExp';
const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false, code: { regExp: goRegExp } });
const validators = new Map<string, ValidateFunction>();

/** Closes every object schema that lists its properties, unless it keeps unknown fields. */
function closed(schema: Json): Json {
  if (Array.isArray(schema)) {
    return schema.map(closed);
  }
  if (!isObject(schema)) {
    return schema;
  }
  const out = Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, k === 'enum' || k === 'default' || k === 'example' ? v : closed(v)]),
  );
  if (isObject(out.properties) && out.additionalProperties === undefined && out['x-kubernetes-preserve-unknown-fields'] !== true) {
    out.additionalProperties = false;
  }
  return out;
}

function validatorFor(apiVersion: string, kind: string): ValidateFunction {
  const key = `${apiVersion} ${kind}`;
  let validate = validators.get(key);
  if (!validate) {
    const file = readdirSync(DIR).find((name) => name === `${apiVersion.replace('/', '_')}_${kind}.json`);
    if (!file) {
      throw new Error(`no vendored CRD schema for ${key}`);
    }
    const { schema } = JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')) as { schema: Json };
    validate = ajv.compile(closed(schema) as object);
    validators.set(key, validate);
  }
  return validate;
}

/** The schema errors of an operator's object ([] when valid). */
export function crdErrors(object: K8sObject): string[] {
  const validate = validatorFor(object.apiVersion, object.kind);
  return validate(object)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}
