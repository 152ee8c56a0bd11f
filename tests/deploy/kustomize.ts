// A small kustomize: builds a kustomization directory (k8s/overlays/*) into its objects with the
// subset of kustomize's features these manifests use, so `npm test` checks what `kubectl apply -k`
// would apply on machines without kubectl. Where kubectl is installed, kustomize.spec.ts compares
// this build with `kubectl kustomize` object by object, so the two cannot drift apart.
// Supported: resources (files and directories), namespace, labels (metadata only), images,
// configMapGenerator (files, literals; disableNameSuffixHash), patches (strategic merge, from a
// file or inline, with an optional target) and replacements (a source field into target fields,
// with delimiter and index). Anything else in a kustomization is an error, not silently ignored.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Json, type JsonObject, type K8sObject, isObject, parseYamlDocuments, rootPath, str } from './support';

const KNOWN_FIELDS = new Set([
  'apiVersion',
  'kind',
  'metadata',
  'resources',
  'namespace',
  'labels',
  'images',
  'configMapGenerator',
  'patches',
  'replacements',
]);

/** Kinds without a namespace (kustomize leaves their metadata.namespace alone). */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PersistentVolume',
  'StorageClass',
  'PriorityClass',
]);

/** The list fields whose items strategic merge matches by a key (as the Kubernetes schema says). */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  ports: 'containerPort',
  topologySpreadConstraints: 'topologyKey',
  imagePullSecrets: 'name',
};

const readYaml = (file: string): Json[] => parseYamlDocuments(readFileSync(file, 'utf8'), path.relative(rootPath(), file));

/**
 * Builds the kustomization in a directory (relative to the repository or absolute). `edit` changes
 * its kustomization.yaml in memory first, as `kustomize edit` would on disk.
 */
export function kustomize(directory: string, edit?: (kustomization: JsonObject) => void): K8sObject[] {
  const dir = path.isAbsolute(directory) ? directory : rootPath(directory);
  const [kustomization] = readYaml(path.join(dir, 'kustomization.yaml'));
  if (isObject(kustomization)) {
    edit?.(kustomization);
  }
  if (!isObject(kustomization)) {
    throw new Error(`${directory}/kustomization.yaml: not a mapping`);
  }
  const unknown = Object.keys(kustomization).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length > 0) {
    throw new Error(`${directory}/kustomization.yaml: this test's kustomize does not support ${unknown.join(', ')}`);
  }

  let objects: K8sObject[] = [];
  for (const resource of Array.isArray(kustomization.resources) ? kustomization.resources : []) {
    const target = path.join(dir, str(resource));
    if (statSync(target).isDirectory()) {
      objects.push(...kustomize(target));
    } else {
      objects.push(...(readYaml(target).filter(isObject) as K8sObject[]));
    }
  }
  for (const generator of Array.isArray(kustomization.configMapGenerator) ? kustomization.configMapGenerator.filter(isObject) : []) {
    objects.push(configMap(dir, generator));
  }
  objects = structuredClone(objects);

  for (const patch of Array.isArray(kustomization.patches) ? kustomization.patches.filter(isObject) : []) {
    applyPatch(dir, patch, objects);
  }
  if (typeof kustomization.namespace === 'string') {
    for (const o of objects) {
      if (!CLUSTER_SCOPED.has(o.kind)) {
        o.metadata.namespace = kustomization.namespace;
      }
    }
  }
  for (const label of Array.isArray(kustomization.labels) ? kustomization.labels.filter(isObject) : []) {
    if (label.includeSelectors === true || label.includeTemplates === true) {
      throw new Error(`${directory}: labels with includeSelectors or includeTemplates are not supported here`);
    }
    for (const o of objects) {
      o.metadata.labels = { ...(isObject(o.metadata.labels) ? o.metadata.labels : {}), ...(isObject(label.pairs) ? label.pairs : {}) };
    }
  }
  for (const image of Array.isArray(kustomization.images) ? kustomization.images.filter(isObject) : []) {
    for (const o of objects) {
      setImages(o, image);
    }
  }
  for (const replacement of Array.isArray(kustomization.replacements) ? kustomization.replacements.filter(isObject) : []) {
    replace(replacement, objects);
  }
  return objects;
}

function configMap(dir: string, generator: JsonObject): K8sObject {
  const options = isObject(generator.options) ? generator.options : {};
  if (options.disableNameSuffixHash !== true) {
    throw new Error(`configMapGenerator ${str(generator.name)}: set options.disableNameSuffixHash (name hashes are not computed here)`);
  }
  const data: JsonObject = {};
  for (const file of Array.isArray(generator.files) ? generator.files : []) {
    const [key, source] = str(file).includes('=') ? str(file).split('=', 2) : [path.basename(str(file)), str(file)];
    data[key] = readFileSync(path.join(dir, source), 'utf8');
  }
  for (const literal of Array.isArray(generator.literals) ? generator.literals : []) {
    const [key, ...value] = str(literal).split('=');
    data[key] = value.join('=');
  }
  const metadata: JsonObject = { name: str(generator.name) };
  if (isObject(options.labels)) {
    metadata.labels = options.labels;
  }
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata, data };
}

function matchesTarget(o: K8sObject, target: JsonObject): boolean {
  if (target.kind !== undefined && o.kind !== target.kind) {
    return false;
  }
  if (target.name !== undefined && !new RegExp(`^(?:${str(target.name)})$`).test(str(o.metadata.name))) {
    return false;
  }
  if (typeof target.labelSelector === 'string') {
    const labels = isObject(o.metadata.labels) ? o.metadata.labels : {};
    return target.labelSelector.split(',').every((term) => {
      const [key, value] = term.split('=');
      return labels[key.trim()] === value?.trim();
    });
  }
  return true;
}

function applyPatch(dir: string, patch: JsonObject, objects: K8sObject[]): void {
  const text = typeof patch.patch === 'string' ? patch.patch : readFileSync(path.join(dir, str(patch.path)), 'utf8');
  const docs = parseYamlDocuments(text, `${dir} patch ${str(patch.path ?? 'inline')}`);
  if (docs.length !== 1 || !isObject(docs[0])) {
    throw new Error(`${dir}: a patch must be one strategic-merge mapping (JSON patches are not supported here)`);
  }
  const body = docs[0];
  const target = isObject(patch.target)
    ? patch.target
    : { kind: body.kind, name: str(objectName(body)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&') };
  const hits = objects.filter((o) => matchesTarget(o, target));
  if (hits.length === 0) {
    throw new Error(`${dir}: a patch matches no object (${JSON.stringify(target)})`);
  }
  for (const o of hits) {
    const { metadata: _metadata, apiVersion: _apiVersion, kind: _kind, ...rest } = body;
    const merged = mergeValue(o, rest, '') as K8sObject;
    Object.assign(o, merged);
    if (isObject(body.metadata)) {
      const { name: _name, namespace: _namespace, ...meta } = body.metadata;
      o.metadata = mergeValue(o.metadata, meta, 'metadata') as JsonObject;
    }
  }
}

const objectName = (o: JsonObject): Json => (isObject(o.metadata) ? (o.metadata.name ?? null) : null);

/** Strategic merge: maps merge, null removes a field, keyed lists merge by key, other lists are replaced. */
function mergeValue(base: Json | undefined, patch: Json, field: string): Json {
  if (patch === null) {
    return null;
  }
  if (isObject(patch) && isObject(base)) {
    const out: JsonObject = { ...base };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) {
        delete out[key];
      } else {
        out[key] = mergeValue(base[key], value, key);
      }
    }
    return out;
  }
  const key = MERGE_KEYS[field];
  if (Array.isArray(patch) && Array.isArray(base) && key) {
    // As kustomize orders them: the patch's items first, in its order (merged into the base's item of
    // the same key, or new), then the base's other items.
    const out: Json[] = [];
    const rest = [...base];
    for (const item of patch) {
      if (!isObject(item)) {
        return patch;
      }
      const at = rest.findIndex((existing) => isObject(existing) && existing[key] === item[key]);
      const existing = at >= 0 ? rest.splice(at, 1)[0] : undefined;
      if (item.$patch !== 'delete') {
        out.push(existing === undefined ? item : mergeValue(existing, item, ''));
      }
    }
    return [...out, ...rest];
  }
  return patch;
}

function setImages(value: Json, image: JsonObject): void {
  if (Array.isArray(value)) {
    value.forEach((item) => setImages(item, image));
    return;
  }
  if (!isObject(value)) {
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if ((key === 'containers' || key === 'initContainers') && Array.isArray(item)) {
      for (const container of item.filter(isObject)) {
        const current = str(container.image);
        const name = current.replace(/@.*$/, '').replace(/:[^/:]+$/, '');
        if (name !== image.name) {
          continue;
        }
        const tag = /:[^/:]+$/.exec(current.replace(/@.*$/, ''))?.[0] ?? '';
        const newName = typeof image.newName === 'string' ? image.newName : name;
        container.image =
          typeof image.digest === 'string'
            ? `${newName}@${image.digest}`
            : `${newName}${typeof image.newTag === 'string' ? `:${image.newTag}` : tag}`;
      }
    } else {
      setImages(item, image);
    }
  }
}

/** A kustomize field path: dots between fields, [key=value] for a list item. */
function fieldPath(spec: string): string[] {
  return spec.split(/\.(?![^[]*\])/);
}

function get(value: Json | undefined, segments: string[]): Json | undefined {
  let current = value;
  for (const segment of segments) {
    const keyed = /^\[(.+)=(.+)\]$/.exec(segment);
    if (keyed) {
      current = Array.isArray(current) ? current.find((item) => isObject(item) && str(item[keyed[1]]) === keyed[2]) : undefined;
    } else {
      current = isObject(current) ? current[segment] : undefined;
    }
  }
  return current;
}

function set(value: JsonObject, segments: string[], replacement: Json): void {
  const parent = get(value, segments.slice(0, -1));
  const last = segments.at(-1) ?? '';
  if (!isObject(parent) || parent[last] === undefined) {
    throw new Error(`replacements: no field ${segments.join('.')}`);
  }
  parent[last] = replacement;
}

function replace(replacement: JsonObject, objects: K8sObject[]): void {
  const source = isObject(replacement.source) ? replacement.source : {};
  const from = objects.filter((o) => matchesTarget(o, { kind: source.kind, name: source.name }));
  if (from.length !== 1) {
    throw new Error(`replacements: the source ${JSON.stringify(source)} matches ${from.length} objects`);
  }
  let value = get(from[0], fieldPath(str(source.fieldPath ?? 'metadata.name')));
  const options = isObject(source.options) ? source.options : {};
  if (typeof options.delimiter === 'string') {
    value = str(value).split(options.delimiter)[Number(options.index ?? 0)] ?? null;
  }
  for (const target of Array.isArray(replacement.targets) ? replacement.targets.filter(isObject) : []) {
    const select = isObject(target.select) ? target.select : {};
    const targetOptions = isObject(target.options) ? target.options : {};
    for (const o of objects.filter((candidate) => matchesTarget(candidate, select))) {
      for (const spec of Array.isArray(target.fieldPaths) ? target.fieldPaths : []) {
        const segments = fieldPath(str(spec));
        let next: Json = value ?? null;
        if (typeof targetOptions.delimiter === 'string') {
          const parts = str(get(o, segments)).split(targetOptions.delimiter);
          parts[Number(targetOptions.index ?? 0)] = str(value);
          next = parts.join(targetOptions.delimiter);
        }
        set(o, segments, next);
      }
    }
  }
}
