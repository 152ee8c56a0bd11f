// The Kubernetes manifests as `kubectl apply -k k8s/overlays/<name>` would apply them: each overlay
// built (tests/deploy/kustomize.ts, compared with kubectl kustomize in kustomize.spec.ts), then
// checked against the Kubernetes schemas and against what the platform needs.
import { PROCESS_NAMES } from '@lakbay/contracts';
import { crdErrors } from './crd';
import { kustomize } from './kustomize';
import {
  DB_SCRIPT,
  DOCUMENTED_ENV_VARS,
  type JsonObject,
  type K8sObject,
  LAUNCHER,
  SECRET_ENV_VARS,
  SECRET_NAME,
  SECRET_TEMPLATE,
  containersOf,
  k8sYamlFiles,
  loadK8sObjects,
  loadYamlFile,
  objectAt,
  objectsIn,
  podSpecOf,
  probeTiming,
  readText,
  secondsToNoticeAStall,
  str,
  unknownFields,
  validateWithModel,
} from './support';

const NAMESPACE = 'lakbay';
const CONFIG_MAP = 'lakbay-config';
const SECRET = 'lakbay-secrets';
const AGGREGATE_HEALTH_PATH = '/api/v2/health';
const OPS_PORT_NAME = 'ops';
const WORKLOAD_KINDS = ['Deployment', 'StatefulSet', 'Job', 'CronJob', 'DaemonSet'];
/**
 * Operators' kinds, which kubernetes-models has no schema for: the Prometheus Operator's (checked in
 * monitoring.spec.ts, and by promtool) and CloudNativePG's (backing-ha checks below). Any other kind
 * must pass the Kubernetes schema.
 */
const OPERATOR_KINDS = [
  'monitoring.coreos.com/v1 PodMonitor',
  'monitoring.coreos.com/v1 PrometheusRule',
  'postgresql.cnpg.io/v1 Cluster',
  'barmancloud.cnpg.io/v1 ObjectStore',
  'postgresql.cnpg.io/v1 ScheduledBackup',
];
const isOperatorKind = (o: K8sObject): boolean => OPERATOR_KINDS.includes(`${o.apiVersion} ${o.kind}`);
/** The services with a PostgreSQL schema (services/launcher/src/registry.ts: a database each). */
const SCHEMA_SERVICES = ['users', 'content', 'apprenticeship', 'scheduling', 'notifications'];
/** Schemas with a role of their own: the services' and the file store's (`files`, FILE_STORE=postgres), the BFF's role. */
const ROLE_SCHEMAS = [...SCHEMA_SERVICES, 'files'];
/** The schema a Deployment waits for and connects to as its role: the BFF's is the file store's. */
const schemaOf = (component: string): string | undefined =>
  component === 'bff' ? 'files' : SCHEMA_SERVICES.includes(component) ? component : undefined;
/** Measured resident size of a process was 164-229 MiB: requests below this under-reserve. */
const MIN_MEMORY_REQUEST_MI = 256;

const OVERLAYS = { dev: 'k8s/overlays/dev', prod: 'k8s/overlays/prod' } as const;
type Overlay = keyof typeof OVERLAYS;
const built: Record<Overlay, K8sObject[]> = { dev: kustomize(OVERLAYS.dev), prod: kustomize(OVERLAYS.prod) };
const secretTemplate = loadK8sObjects([SECRET_TEMPLATE]);
const secretKeys = Object.keys(objectAt(secretTemplate[0]?.object, 'stringData'));

const nameOf = (o: K8sObject): string => str(o.metadata.name);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(str) : []);
const imageName = (image: unknown): string =>
  str(image)
    .replace(/@.*$/, '')
    .replace(/:[^/:]+$/, '');
const imageTag = (image: unknown): string => /:([^/:@]+)$/.exec(str(image).replace(/@.*$/, ''))?.[1] ?? '';
const podOf = (o: K8sObject): JsonObject => podSpecOf(o) ?? {};
const podLabels = (o: K8sObject): JsonObject => objectAt(o.spec, 'template', 'metadata', 'labels');
const matches = (selector: JsonObject, labels: JsonObject): boolean =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);
/** The key an env entry reads from lakbay-secrets, or <secret>/<key> from another Secret. */
const secretKeyOf = (env: JsonObject): string | undefined => {
  const ref = objectAt(env, 'valueFrom', 'secretKeyRef');
  return ref.key === undefined ? undefined : ref.name === SECRET ? str(ref.key) : `${str(ref.name)}/${str(ref.key)}`;
};
/** CloudNativePG's superuser Secret, which the prod roles step and the backup read. */
const CNPG_SUPERUSER = 'lakbay-db-superuser/password';
const envNamed = (container: JsonObject, name: string): JsonObject | undefined => objectsIn(container.env).find((e) => e.name === name);

/** Accessors over one overlay's objects. */
function view(objects: K8sObject[]) {
  const ofKind = (kind: string): K8sObject[] => objects.filter((o) => o.kind === kind);
  const named = (kind: string, name: string): K8sObject | undefined => ofKind(kind).find((o) => nameOf(o) === name);
  const workloads = (): K8sObject[] => objects.filter((o) => WORKLOAD_KINDS.includes(o.kind));
  /** The Lakbay image's repository in this overlay (the migration Job's image). */
  const appImage = (): string => imageName(containersOf(podOf(ofKind('Job')[0] ?? ({} as K8sObject)), false)[0]?.image);
  const isApp = (image: unknown): boolean => imageName(image) === appImage();
  const processDeployments = (): Map<string, K8sObject[]> => {
    const byProcess = new Map<string, K8sObject[]>();
    for (const deployment of ofKind('Deployment')) {
      for (const container of containersOf(podOf(deployment), false)) {
        if (isApp(container.image)) {
          const process = strings(container.args)[0] ?? '';
          byProcess.set(process, [...(byProcess.get(process) ?? []), deployment]);
        }
      }
    }
    return byProcess;
  };
  const deploymentOf = (process: string): K8sObject => {
    const found = processDeployments().get(process)?.[0];
    if (!found) {
      throw new Error(`no Deployment runs ${process}`);
    }
    return found;
  };
  const mainContainer = (process: string): JsonObject => containersOf(podOf(deploymentOf(process)), false)[0] ?? {};
  return { objects, ofKind, named, workloads, appImage, isApp, processDeployments, deploymentOf, mainContainer };
}

/**
 * What production must not carry over from development: Mailpit, the demo addresses and data, the
 * local image, settings that migrate or seed on start, and development defaults left to apply (a
 * variable whose documented default is a development value must be set to a real one).
 */
function developmentDefaults(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const devText: Array<[RegExp, string]> = [
    [/mailpit/i, 'Mailpit (the development mail catcher)'],
    [/demo\.lakbay\.ph/i, 'a demo address'],
    [/\blocalhost\b|127\.0\.0\.1|localtest\.me/i, 'a local address'],
    [/@lakbay\.local\b|\.local>/i, 'the development sender domain'],
  ];
  const walk = (value: unknown, where: string): void => {
    if (typeof value === 'string') {
      for (const [pattern, what] of devText) {
        if (pattern.test(value)) {
          problems.push(`${where}: ${what} (${value})`);
        }
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${where}[${i}]`));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        walk(key, `${where}.${key}`);
        walk(item, `${where}.${key}`);
      }
    }
  };
  for (const o of objects) {
    walk(o, `${o.kind}/${nameOf(o)}`);
    const pod = podSpecOf(o);
    for (const c of pod ? containersOf(pod) : []) {
      const where = `${o.kind}/${nameOf(o)}/${str(c.name)}`;
      if (['local', 'latest', ''].includes(imageTag(c.image)) && !str(c.image).includes('@')) {
        problems.push(`${where}: image ${str(c.image)} has no release tag`);
      }
      if (strings(c.args).includes('seed') || strings(c.command).includes('seed')) {
        problems.push(`${where}: seeds demo data`);
      }
      for (const env of objectsIn(c.env)) {
        if (env.name === 'ADMIN_PASSWORD' || (env.name === 'SEED_DEMO_DATA' && env.value === 'true')) {
          problems.push(`${where}: ${str(env.name)} (demo data)`);
        }
      }
    }
  }
  const data = objectAt(
    objects.find((o) => o.kind === 'ConfigMap' && nameOf(o) === CONFIG_MAP),
    'data',
  );
  if (data.SEED_DEMO_DATA !== 'false') {
    problems.push(`ConfigMap: SEED_DEMO_DATA is ${str(data.SEED_DEMO_DATA)}, not 'false'`);
  }
  if (data.DB_MIGRATE_ON_START !== 'false') {
    problems.push(`ConfigMap: DB_MIGRATE_ON_START is ${str(data.DB_MIGRATE_ON_START)}, not 'false'`);
  }
  // Documented defaults that are development values (libs/platform env.schema.ts), left unset.
  for (const variable of ['PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM', 'SCHEDULING_EMAIL']) {
    if (data[variable] === undefined) {
      problems.push(`ConfigMap: ${variable} is unset, so its development default applies`);
    }
  }
  return problems;
}

describe('k8s files', () => {
  it('every manifest belongs to an overlay; the Secret template to none', () => {
    const reached = new Set<string>();
    const visit = (dir: string): void => {
      const [k] = loadYamlFile(`${dir}/kustomization.yaml`);
      reached.add(`${dir}/kustomization.yaml`);
      const entries = [
        ...strings(objectAt(k).resources),
        ...objectsIn(objectAt(k).patches).map((p) => str(p.path)),
        ...objectsIn(objectAt(k).configMapGenerator).flatMap((g) => strings(g.files)),
      ];
      for (const entry of entries) {
        const target = `${dir}/${entry}`.replace(/\/[^/]+\/\.\.\//g, '/').replace(/\/[^/]+\/\.\.\//g, '/');
        if (/\.ya?ml$/.test(target)) {
          reached.add(target);
        } else if (!target.includes('.')) {
          visit(target);
        }
      }
    };
    Object.values(OVERLAYS).forEach(visit);
    const files = k8sYamlFiles();
    expect(files.filter((f) => !reached.has(f))).toEqual([SECRET_TEMPLATE]);
  });

  it('the schema checks catch a wrong type, a missing required field and a misspelt field', async () => {
    const { deploymentOf } = view(built.prod);
    const bff = deploymentOf('bff');
    const wrongType = structuredClone(bff);
    objectAt(wrongType, 'spec').replicas = 'two';
    await expect(validateWithModel(wrongType)).rejects.toThrow(/replicas/);
    const noSelector = structuredClone(bff);
    delete objectAt(noSelector, 'spec').selector;
    await expect(validateWithModel(noSelector)).rejects.toThrow(/selector/);
    const misspelt = structuredClone(bff);
    const container = containersOf(podSpecOf(misspelt) ?? {}, false)[0] ?? {};
    container.readinesProbe = container.readinessProbe ?? {};
    expect(unknownFields(misspelt)).toEqual(['Deployment.spec.template.spec.containers[0].readinesProbe']);
    await expect(validateWithModel({ apiVersion: 'v1', kind: 'NoSuchKind', metadata: {} })).rejects.toThrow(/no Kubernetes model/);
  });

  it('the Secret template documents every key the overlays read, with placeholder values only', () => {
    const secret = secretTemplate[0]?.object;
    expect(secret?.metadata.name).toBe(SECRET);
    expect(secret?.data).toBeUndefined();
    const values = Object.entries(objectAt(secret, 'stringData'));
    expect(values.filter(([, value]) => !str(value).includes('change-me'))).toEqual([]);
    const used = new Set(
      Object.values(built).flatMap((objects) =>
        objects.flatMap((o) =>
          containersOf(podOf(o)).flatMap((c) =>
            objectsIn(c.env)
              .map(secretKeyOf)
              .filter((k) => k !== undefined && !k.includes('/')),
          ),
        ),
      ),
    );
    expect([...used].map(str).sort()).toEqual([...secretKeys].sort());
    // Every service's database URL names its own role (postgres-roles.sql makes the role from it).
    for (const service of ROLE_SCHEMAS) {
      expect(new URL(str(objectAt(secret, 'stringData')[`DATABASE_URL_${service.toUpperCase()}`])).username).toBe(`lakbay_${service}`);
    }
  });
});

describe.each(Object.keys(OVERLAYS) as Overlay[])('k8s overlay %s', (overlay) => {
  const v = view(built[overlay]);
  const { objects, ofKind, named, workloads, deploymentOf, mainContainer, isApp } = v;

  it('validates against the Kubernetes schema (kubernetes-models), with no field the schema lacks', async () => {
    const failures: string[] = [];
    for (const object of [...objects, ...secretTemplate.map((s) => s.object)].filter((o) => !isOperatorKind(o))) {
      try {
        await validateWithModel(object);
      } catch (error) {
        failures.push(`${object.kind}/${nameOf(object)}: ${String(error)}`);
      }
      failures.push(...unknownFields(object).map((field) => `${nameOf(object)}: ${field}`));
    }
    expect(failures).toEqual([]);
    expect(objects.length).toBeGreaterThan(30);
    // The operators' objects, in prod only, against their own CRDs' schemas.
    expect(objects.filter(isOperatorKind).flatMap((o) => crdErrors(o).map((e) => `${o.kind}/${nameOf(o)}: ${e}`))).toEqual([]);
    expect(
      objects
        .filter(isOperatorKind)
        .map((o) => `${o.apiVersion} ${o.kind}`)
        .sort(),
    ).toEqual(overlay === 'prod' ? [...OPERATOR_KINDS].sort() : []);
  });

  it('puts every object in the lakbay namespace, which it creates, and applies no Secret', () => {
    expect(named('Namespace', NAMESPACE)).toBeDefined();
    expect(objects.filter((o) => o.kind !== 'Namespace' && o.metadata.namespace !== NAMESPACE).map(nameOf)).toEqual([]);
    expect(ofKind('Secret')).toEqual([]);
  });

  it('has one Deployment per process running the launcher with its name, with no fixed replica count', () => {
    const byProcess = v.processDeployments();
    expect(PROCESS_NAMES.map((p) => `${p}: ${byProcess.get(p)?.length ?? 0}`)).toEqual(PROCESS_NAMES.map((p) => `${p}: 1`));
    const problems: string[] = [];
    for (const process of PROCESS_NAMES) {
      const deployment = deploymentOf(process);
      if (objectAt(deployment, 'spec').replicas !== undefined) {
        problems.push(`${process}: a fixed replicas, which each apply would reset under its autoscaler`);
      }
      for (const c of containersOf(podOf(deployment), false)) {
        const run = [...strings(c.command), ...strings(c.args)];
        if (run.join(' ') !== `node ${LAUNCHER} ${process}`) {
          problems.push(`${process}/${str(c.name)} runs ${run.join(' ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('selects its own pods; every Service selects pods on named ports that exist', () => {
    const problems: string[] = [];
    for (const o of workloads().filter((w) => w.kind !== 'Job' && w.kind !== 'CronJob')) {
      if (!matches(objectAt(o.spec, 'selector', 'matchLabels'), podLabels(o))) {
        problems.push(`${o.kind}/${nameOf(o)}: its selector does not match its pod labels`);
      }
    }
    for (const service of ofKind('Service').filter((s) => objectAt(s.spec, 'selector')['cnpg.io/cluster'] === undefined)) {
      const targets = workloads().filter((w) => w.kind !== 'Job' && matches(objectAt(service.spec, 'selector'), podLabels(w)));
      if (targets.length !== 1) {
        problems.push(`Service/${nameOf(service)} selects ${targets.length} workloads`);
        continue;
      }
      const portNames = containersOf(podOf(targets[0]), false).flatMap((c) => objectsIn(c.ports).map((p) => p.name));
      for (const port of objectsIn(objectAt(service, 'spec').ports)) {
        if (typeof port.targetPort === 'string' && !portNames.includes(port.targetPort)) {
          problems.push(`Service/${nameOf(service)}: no container port named ${port.targetPort}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('keep uploads in PostgreSQL, which every replica shares: the app pods mount no volume but their own scratch', () => {
    expect(objectAt(named('ConfigMap', CONFIG_MAP), 'data').FILE_STORE).toBe('postgres');
    const shared = workloads()
      .filter((o) => containersOf(podOf(o)).some((c) => isApp(c.image)))
      .flatMap((o) =>
        objectsIn(podOf(o).volumes)
          // Scratch and what the pod reads (its ConfigMaps, Secrets) are its own; storage is not.
          .filter((v) => v.emptyDir === undefined && v.configMap === undefined && v.secret === undefined && v.projected === undefined)
          .map((v) => `${nameOf(o)}: ${str(v.name)}`),
      );
    expect(shared).toEqual([]);
  });

  it('mounts only volumes it declares, from ConfigMaps that exist', () => {
    const problems: string[] = [];
    for (const o of workloads()) {
      const pod = podOf(o);
      const volumes = new Set([
        ...objectsIn(pod.volumes).map((vol) => str(vol.name)),
        ...objectsIn(objectAt(o, 'spec').volumeClaimTemplates).map((c) => str(objectAt(c, 'metadata').name)),
      ]);
      for (const vol of objectsIn(pod.volumes)) {
        const ref = objectAt(vol, 'configMap').name;
        if (ref !== undefined && !named('ConfigMap', str(ref))) {
          problems.push(`${nameOf(o)}: volume ${str(vol.name)} reads a missing ConfigMap ${str(ref)}`);
        }
      }
      for (const c of containersOf(pod)) {
        for (const mount of objectsIn(c.volumeMounts)) {
          if (!volumes.has(str(mount.name))) {
            problems.push(`${nameOf(o)}/${str(c.name)} mounts an undeclared volume ${str(mount.name)}`);
          }
        }
        for (const from of objectsIn(c.envFrom)) {
          const ref = objectAt(from, 'configMapRef').name;
          if (ref !== undefined && !named('ConfigMap', str(ref))) {
            problems.push(`${nameOf(o)}/${str(c.name)} reads a missing ConfigMap ${str(ref)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('probes every process on its ops port, restarts a stalled one within 10 s, and gives a slow start two minutes', () => {
    const opsPort = Number(objectAt(named('ConfigMap', CONFIG_MAP), 'data').OPS_PORT);
    expect(opsPort).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const process of PROCESS_NAMES) {
      const container = mainContainer(process);
      if (objectsIn(container.ports).find((p) => p.name === OPS_PORT_NAME)?.containerPort !== opsPort) {
        problems.push(`${process}: no container port ${OPS_PORT_NAME} on ${opsPort}`);
      }
      for (const [probe, path] of [
        ['startupProbe', '/health/live'],
        ['livenessProbe', '/health/live'],
        ['readinessProbe', '/health/ready'],
      ]) {
        const httpGet = objectAt(container, probe, 'httpGet');
        if (`${str(httpGet.path)} on ${str(httpGet.port)}` !== `${path} on ${OPS_PORT_NAME}`) {
          problems.push(`${process}: ${probe} is ${str(httpGet.path)} on ${str(httpGet.port)}, not ${path} on ${OPS_PORT_NAME}`);
        }
        if (str(httpGet.path).startsWith(AGGREGATE_HEALTH_PATH)) {
          problems.push(`${process}: ${probe} uses ${AGGREGATE_HEALTH_PATH}`);
        }
      }
      if (secondsToNoticeAStall(probeTiming(container, 'livenessProbe')) > 10) {
        problems.push(`${process}: a stalled process passes liveness for over 10 s`);
      }
      const startup = probeTiming(container, 'startupProbe');
      // A replica needed 13-21 s to become ready under load: two minutes covers a slow node.
      if (startup.periodSeconds * startup.failureThreshold < 120) {
        problems.push(`${process}: the startup probe allows ${startup.periodSeconds * startup.failureThreshold} s, under 120 s`);
      }
      const annotations = objectAt(deploymentOf(process).spec, 'template', 'metadata', 'annotations');
      if (annotations['prometheus.io/scrape'] !== 'true' || Number(annotations['prometheus.io/port']) !== opsPort) {
        problems.push(`${process}: its pods are not annotated for scraping on the ops port`);
      }
    }
    // Every backing service's container has a startup or readiness probe before liveness counts.
    for (const o of ofKind('StatefulSet')) {
      for (const c of containersOf(podOf(o), false)) {
        if (
          c.livenessProbe !== undefined &&
          c.startupProbe === undefined &&
          objectAt(c, 'livenessProbe').initialDelaySeconds === undefined
        ) {
          problems.push(`${nameOf(o)}: liveness counts from the first second`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives the bff a Service and an Ingress on its public port only, never the ops port or /metrics', () => {
    const bff = deploymentOf('bff');
    expect(objectsIn(mainContainer('bff').ports).find((p) => p.name === 'http')?.containerPort).toBe(3000);
    const service = ofKind('Service').find((s) => matches(objectAt(s.spec, 'selector'), podLabels(bff)));
    expect(service).toBeDefined();
    const servicePorts = objectsIn(objectAt(service, 'spec').ports).map((p) => p.name);
    const backends = ofKind('Ingress').flatMap((ingress) =>
      objectsIn(objectAt(ingress, 'spec').rules).flatMap((rule) =>
        objectsIn(objectAt(rule, 'http').paths).map((p) => ({ path: str(p.path), service: objectAt(p, 'backend', 'service') })),
      ),
    );
    expect(backends.length).toBeGreaterThan(0);
    expect(
      backends.filter((b) => b.service.name !== service?.metadata.name || !servicePorts.includes(objectAt(b.service, 'port').name ?? null)),
    ).toEqual([]);
    expect(backends.filter((b) => b.path.startsWith('/metrics') || b.path.startsWith('/health'))).toEqual([]);
    const exposing = ofKind('Service').flatMap((s) =>
      objectsIn(objectAt(s, 'spec').ports)
        .filter((p) => p.targetPort === OPS_PORT_NAME)
        .map((p) => `Service/${nameOf(s)} port ${str(p.name)}`),
    );
    expect(exposing).toEqual([]);
  });

  it('refuses connections in and out by default: only the listed flows pass', () => {
    const policies = ofKind('NetworkPolicy');
    const spec = (o: K8sObject): JsonObject => objectAt(o, 'spec');
    const everyPod = policies.filter((p) => Object.keys(objectAt(spec(p), 'podSelector')).length === 0);
    expect(everyPod.map((p) => strings(spec(p).policyTypes).join())).toEqual(['Ingress', 'Egress']);
    expect(everyPod.map((p) => spec(p).ingress)).toEqual([undefined, undefined]);
    // The default egress lets out DNS only.
    const dns = objectsIn(spec(everyPod[1]).egress);
    expect(dns.flatMap((r) => objectsIn(r.ports).map((p) => `${str(p.port)}/${str(p.protocol)}`))).toEqual(['53/UDP', '53/TCP']);

    const selects = (p: K8sObject, labels: JsonObject): boolean => {
      const selector = objectAt(spec(p), 'podSelector');
      const byLabels = Object.entries(objectAt(selector, 'matchLabels')).every(([k, val]) => labels[k] === val);
      const byExpressions = objectsIn(selector.matchExpressions).every(
        (e) => e.operator === 'In' && strings(e.values).includes(str(labels[str(e.key)])),
      );
      return Object.keys(selector).length > 0 && byLabels && byExpressions;
    };
    /** Where a pod may connect: "<pod name label or cidr>:<port>" for each allowed flow. */
    const egressOf = (labels: JsonObject): string[] =>
      policies
        .filter((p) => strings(spec(p).policyTypes).includes('Egress') && selects(p, labels))
        .flatMap((p) =>
          objectsIn(spec(p).egress).flatMap((rule) =>
            objectsIn(rule.to).flatMap((to) =>
              objectsIn(rule.ports).map((port) => {
                const target = to.ipBlock
                  ? str(objectAt(to, 'ipBlock').cidr)
                  : str(objectAt(to, 'podSelector', 'matchLabels')['app.kubernetes.io/name']);
                return `${target}:${str(port.port)}`;
              }),
            ),
          ),
        )
        .sort();
    const lakbay = (component: string): JsonObject => ({ 'app.kubernetes.io/name': 'lakbay', 'app.kubernetes.io/component': component });
    const backing = ['nats:4222', 'redis:6379'];
    const expected: Record<string, string[]> = {
      bff: [...backing, 'postgres:5432', '0.0.0.0/0:443'],
      users: [...backing, 'postgres:5432'],
      content: [...backing, 'postgres:5432'],
      apprenticeship: [...backing, 'postgres:5432'],
      scheduling: [...backing, 'postgres:5432', '0.0.0.0/0:443'],
      search: [...backing, 'meilisearch:7700'],
      notifications: [
        ...backing,
        'postgres:5432',
        ...(overlay === 'dev' ? ['mailpit:1025'] : []),
        '0.0.0.0/0:587',
        '0.0.0.0/0:465',
        '0.0.0.0/0:25',
      ],
      migrate: [...backing, 'postgres:5432'],
    };
    for (const [component, flows] of Object.entries(expected)) {
      expect({ component, egress: egressOf(lakbay(component)) }).toEqual({ component, egress: [...flows].sort() });
    }
    // Ingress: only the bff from the ingress controller; the ops port from monitoring.
    for (const process of PROCESS_NAMES) {
      const rules = policies
        .filter((p) => strings(spec(p).policyTypes).includes('Ingress') && selects(p, podLabels(deploymentOf(process))))
        .flatMap((p) => objectsIn(spec(p).ingress));
      const flows = rules.flatMap((r) =>
        objectsIn(r.from).flatMap((f) =>
          objectsIn(r.ports).map(
            (port) => `${str(objectAt(f, 'namespaceSelector', 'matchLabels')['kubernetes.io/metadata.name'])}:${str(port.port)}`,
          ),
        ),
      );
      expect({ process, flows: flows.sort() }).toEqual({
        process,
        flows: process === 'bff' ? ['ingress-nginx:http', 'monitoring:ops'] : ['monitoring:ops'],
      });
    }
  });

  it('gives each process its own NATS user, and passes no password on any command line', () => {
    const problems: string[] = [];
    for (const process of PROCESS_NAMES) {
      const c = mainContainer(process);
      if (envNamed(c, 'NATS_USER')?.value !== process) {
        problems.push(`${process}: NATS_USER is not ${process}`);
      }
      if (secretKeyOf(envNamed(c, 'NATS_PASSWORD') ?? {}) !== `NATS_PASSWORD_${process.toUpperCase()}`) {
        problems.push(`${process}: NATS_PASSWORD is not its own`);
      }
      if (secretKeyOf(envNamed(c, 'REDIS_PASSWORD') ?? {}) !== 'REDIS_PASSWORD') {
        problems.push(`${process}: no REDIS_PASSWORD`);
      }
    }
    const nats = containersOf(podOf(named('StatefulSet', 'nats')!), false)[0] ?? {};
    expect(strings(nats.args)).toEqual(['-c', '/etc/nats/nats.conf']);
    expect(
      objectsIn(nats.env)
        .map(secretKeyOf)
        .filter((k) => k !== undefined)
        .sort(),
    ).toEqual(PROCESS_NAMES.map((p) => `NATS_PASSWORD_${p.toUpperCase()}`).sort());
    expect(readText('k8s/backing/single/nats.conf')).toContain('include ./auth/nats-auth.conf');
    expect(named('ConfigMap', 'nats-auth')?.data).toEqual({ 'nats-auth.conf': readText('k8s/base/nats-auth.conf') });
    // No container passes a secret-sourced variable in its command or arguments ($(VAR) expansion).
    for (const o of workloads()) {
      for (const c of containersOf(podOf(o))) {
        const secretVars = objectsIn(c.env)
          .filter((e) => secretKeyOf(e) !== undefined)
          .map((e) => str(e.name));
        const line = [...strings(c.command), ...strings(c.args)].join(' ');
        for (const name of secretVars) {
          if (line.includes(`$(${name})`) || new RegExp(`--(requirepass|pass|password)\\b`).test(line)) {
            problems.push(`${nameOf(o)}/${str(c.name)}: ${name} on its command line`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('hands each container only the secrets it uses', () => {
    const upper = (s: string) => s.toUpperCase();
    /** The secret keys a container may read, by workload and container. */
    const allowed = (o: K8sObject, c: JsonObject): string[] => {
      const component = str(podLabels(o)['app.kubernetes.io/component']);
      const name = str(c.name);
      if (o.kind === 'Deployment' && isApp(c.image) && (PROCESS_NAMES as readonly string[]).includes(component)) {
        if (name === 'wait-for-migrations') {
          return [`DATABASE_URL_${upper(schemaOf(component) ?? component)}`];
        }
        return [
          'AUTH_SECRET',
          `NATS_PASSWORD_${upper(component)}`,
          'REDIS_PASSWORD',
          ...(schemaOf(component) ? [`DATABASE_URL_${upper(schemaOf(component) ?? '')}`] : []),
          ...({ bff: ['GOOGLE_CLIENT_SECRET'], users: ['DISCOURSE_SSO_SECRET'], search: ['MEILI_MASTER_KEY'] }[component] ?? []),
        ];
      }
      if (o.kind === 'Job' && name === 'roles') {
        return [overlay === 'prod' ? CNPG_SUPERUSER : 'POSTGRES_PASSWORD', ...ROLE_SCHEMAS.map((s) => `DATABASE_URL_${upper(s)}`)];
      }
      if (o.kind === 'Job' && name.startsWith('migrate-')) {
        return ['AUTH_SECRET', `DATABASE_URL_${upper(name.slice('migrate-'.length))}`, ...(overlay === 'dev' ? ['ADMIN_PASSWORD'] : [])];
      }
      return (
        {
          postgres: ['POSTGRES_PASSWORD'],
          nats: PROCESS_NAMES.map((p) => `NATS_PASSWORD_${upper(p)}`),
          redis: ['REDIS_PASSWORD'],
          meilisearch: ['MEILI_MASTER_KEY'],
          'lakbay-backup': [CNPG_SUPERUSER],
        }[nameOf(o)] ?? []
      );
    };
    const problems: string[] = [];
    for (const o of workloads()) {
      for (const c of containersOf(podOf(o))) {
        for (const from of objectsIn(c.envFrom)) {
          if (from.secretRef !== undefined) {
            problems.push(`${nameOf(o)}/${str(c.name)}: takes a whole Secret`);
          }
        }
        const extra = objectsIn(c.env)
          .map(secretKeyOf)
          .filter((k): k is string => k !== undefined && !allowed(o, c).includes(k));
        if (extra.length > 0) {
          problems.push(`${nameOf(o)}/${str(c.name)}: reads ${extra.join(', ')}, which it does not use`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('runs every pod as non-root without privilege escalation, with requests and limits; processes request their measured memory', () => {
    const problems: string[] = [];
    const mebibytes = (q: unknown): number => {
      const m = /^(\d+)(Mi|Gi)$/.exec(str(q));
      return m ? Number(m[1]) * (m[2] === 'Gi' ? 1024 : 1) : Number.NaN;
    };
    for (const o of workloads()) {
      const pod = podOf(o);
      const context = objectAt(pod, 'securityContext');
      if (context.runAsNonRoot !== true || !(Number(context.runAsUser) > 0)) {
        problems.push(`${nameOf(o)}: the pod must set runAsNonRoot: true and a non-zero runAsUser`);
      }
      for (const c of containersOf(pod)) {
        const where = `${nameOf(o)}/${str(c.name)}`;
        const security = objectAt(c, 'securityContext');
        if (security.allowPrivilegeEscalation !== false || str(objectAt(security, 'capabilities').drop) !== '["ALL"]') {
          problems.push(`${where}: must not escalate and must drop ALL capabilities`);
        }
        for (const kind of ['requests', 'limits']) {
          const r = objectAt(c, 'resources', kind);
          if (r.cpu === undefined || r.memory === undefined) {
            problems.push(`${where}: no cpu and memory ${kind}`);
          }
        }
      }
    }
    for (const process of PROCESS_NAMES) {
      const memory = mebibytes(objectAt(mainContainer(process), 'resources', 'requests').memory);
      if (!(memory >= MIN_MEMORY_REQUEST_MI)) {
        problems.push(`${process}: requests ${memory} MiB, under the measured ${MIN_MEMORY_REQUEST_MI} MiB`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('reads only documented variables, the non-secret ones from the ConfigMap and the secret ones from the Secret', () => {
    const data = objectAt(named('ConfigMap', CONFIG_MAP), 'data');
    expect(data.MODE).toBe('distributed');
    const problems: string[] = [];
    for (const key of Object.keys(data)) {
      if (!DOCUMENTED_ENV_VARS.includes(key)) {
        problems.push(`ConfigMap: ${key} is not a documented variable`);
      }
      if (SECRET_ENV_VARS.includes(key) || SECRET_NAME.test(key)) {
        problems.push(`ConfigMap: ${key} is a secret`);
      }
    }
    for (const o of workloads()) {
      for (const c of containersOf(podOf(o)).filter((container) => isApp(container.image))) {
        const where = `${nameOf(o)}/${str(c.name)}`;
        for (const env of objectsIn(c.env)) {
          const name = str(env.name);
          const key = secretKeyOf(env);
          if (!DOCUMENTED_ENV_VARS.includes(name)) {
            problems.push(`${where}: ${name} is not a documented variable`);
          }
          if (key !== undefined && (objectAt(env, 'valueFrom', 'secretKeyRef').name !== SECRET || !secretKeys.includes(key))) {
            problems.push(`${where}: ${name} reads a key secret.example.yaml does not document`);
          }
          // A secret variable comes from the Secret; the one exception is a credential-less address
          // for the processes that have no database (distributed mode requires the variable).
          const placeholder = name === 'DATABASE_URL' && str(env.value).endsWith('@none.invalid/none');
          if ((SECRET_ENV_VARS.includes(name) || SECRET_NAME.test(name)) && key === undefined && !placeholder) {
            problems.push(`${where}: ${name} must come from the Secret ${SECRET}`);
          }
        }
        if (o.kind === 'Deployment' && str(c.name) !== 'wait-for-migrations') {
          const names = new Set([...Object.keys(data), ...objectsIn(c.env).map((e) => str(e.name))]);
          const missing = ['MODE', 'NATS_URL', 'DATABASE_URL', 'REDIS_URL', 'AUTH_SECRET'].filter((n) => !names.has(n));
          if (missing.length > 0) {
            problems.push(`${where}: lacks ${missing.join(', ')}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('rolls out in order: a migration Job per image, and each schema service waiting for its migrations', () => {
    const jobs = ofKind('Job');
    expect(jobs).toHaveLength(1);
    const job = jobs[0];
    const pod = podOf(job);
    const image = str(containersOf(pod, false)[0]?.image);
    // Named after the image tag: a new image is a new Job, applied without deleting the old one.
    expect(nameOf(job)).toBe(`lakbay-migrate-${imageTag(image)}`);
    expect(nameOf(job)).toMatch(/^[a-z0-9]([-a-z0-9.]{0,61}[a-z0-9])?$/);
    expect(Number(objectAt(job, 'spec').ttlSecondsAfterFinished)).toBeGreaterThan(0);
    expect(['Never', 'OnFailure']).toContain(pod.restartPolicy);
    // First the roles, as the administrator; then each schema's migrations as its own role.
    const roles = objectsIn(pod.initContainers);
    expect(roles.map((c) => [str(c.name), ...strings(c.command)])).toEqual([
      ['roles', 'psql', '-X', '-q', '-f', '/sql/postgres-roles.sql'],
    ]);
    expect(named('ConfigMap', 'lakbay-postgres-roles')?.data).toEqual({ 'postgres-roles.sql': readText('k8s/base/postgres-roles.sql') });
    const verb = overlay === 'dev' ? 'seed' : 'migrate';
    expect(containersOf(pod, false).map((c) => [...strings(c.command), ...strings(c.args)].join(' '))).toEqual(
      // The file store's schema has no demo data: migrated in both overlays.
      [...SCHEMA_SERVICES.map((s) => `node ${DB_SCRIPT} ${verb} --service ${s}`), `node ${DB_SCRIPT} migrate --service files`],
    );
    for (const c of containersOf(pod, false)) {
      const service = strings(c.args)[2];
      expect({ c: c.name, key: secretKeyOf(envNamed(c, 'DATABASE_URL') ?? {}) }).toEqual({
        c: c.name,
        key: `DATABASE_URL_${str(service).toUpperCase()}`,
      });
      expect(str(c.image)).toBe(image);
    }
    for (const service of [...SCHEMA_SERVICES, 'bff']) {
      const schema = schemaOf(service) ?? '';
      const deployment = deploymentOf(service);
      const waits = objectsIn(podOf(deployment).initContainers);
      expect(waits.map((c) => [...strings(c.command), ...strings(c.args)].slice(0, 6).join(' '))).toEqual([
        `node ${DB_SCRIPT} check --service ${schema} --wait`,
      ]);
      expect(str(waits[0].image)).toBe(str(mainContainer(service).image));
      expect(secretKeyOf(envNamed(waits[0], 'DATABASE_URL') ?? {})).toBe(`DATABASE_URL_${schema.toUpperCase()}`);
    }
  });
});

describe('k8s overlay prod', () => {
  const v = view(built.prod);
  const { ofKind, deploymentOf } = v;

  it('names the migration Job after each new image, so applying a release never meets the finished Job of the last', () => {
    const release = (tag: string) =>
      kustomize(OVERLAYS.prod, (k) => {
        k.images = [{ name: 'lakbay', newName: 'registry.example.com/lakbay', newTag: tag }];
      });
    const jobs = ['1.4.0', '1.4.1'].map((tag) => release(tag).filter((o) => o.kind === 'Job'));
    expect(jobs.map((j) => j.map(nameOf))).toEqual([['lakbay-migrate-1.4.0'], ['lakbay-migrate-1.4.1']]);
    const images = release('1.4.1')
      .flatMap((o) => containersOf(podOf(o)))
      .map((c) => str(c.image))
      .filter((image) => image.includes('lakbay'));
    expect(new Set(images)).toEqual(new Set(['registry.example.com/lakbay:1.4.1']));
  });

  it('carries no development default', () => {
    expect(developmentDefaults(built.prod)).toEqual([]);
  });

  it('the development-default check fails on each development value put into prod', () => {
    const withConfig = (key: string, value: string): K8sObject[] => {
      const objects = structuredClone(built.prod);
      const config = objects.find((o) => o.kind === 'ConfigMap' && nameOf(o) === CONFIG_MAP)!;
      config.data = { ...objectAt(config, 'data'), [key]: value };
      return objects;
    };
    expect(developmentDefaults(withConfig('SMTP_URL', 'smtp://mailpit:1025'))).toEqual([
      'ConfigMap/lakbay-config.data.SMTP_URL: Mailpit (the development mail catcher) (smtp://mailpit:1025)',
    ]);
    expect(developmentDefaults(withConfig('ADMIN_EMAIL', 'admin@demo.lakbay.ph'))).toHaveLength(1);
    expect(developmentDefaults(withConfig('SEED_DEMO_DATA', 'true'))).toEqual(["ConfigMap: SEED_DEMO_DATA is true, not 'false'"]);
    expect(developmentDefaults(withConfig('PUBLIC_URL', 'http://localhost:3000'))).toHaveLength(1);
    const unset = structuredClone(built.prod);
    delete objectAt(
      unset.find((o) => nameOf(o) === CONFIG_MAP),
      'data',
    ).SCHEDULING_EMAIL;
    expect(developmentDefaults(unset)).toEqual(['ConfigMap: SCHEDULING_EMAIL is unset, so its development default applies']);
    expect(developmentDefaults([...built.prod, ...built.dev.filter((o) => nameOf(o) === 'mailpit')]).length).toBeGreaterThan(0);
    const localImage = structuredClone(built.prod);
    (containersOf(podSpecOf(localImage.find((o) => nameOf(o) === 'bff')!) ?? {}, false)[0] ?? {}).image = 'lakbay:local';
    expect(developmentDefaults(localImage)).toEqual(['Deployment/bff/bff: image lakbay:local has no release tag']);
    // The dev overlay is full of them.
    expect(developmentDefaults(built.dev).length).toBeGreaterThan(5);
  });

  it('lets a HorizontalPodAutoscaler own every replica count, at least two, on different nodes', () => {
    const hpas = ofKind('HorizontalPodAutoscaler');
    const problems: string[] = [];
    for (const process of PROCESS_NAMES) {
      const deployment = deploymentOf(process);
      const hpa = hpas.filter((h) => {
        const ref = objectAt(h.spec, 'scaleTargetRef');
        return ref.kind === 'Deployment' && ref.name === deployment.metadata.name;
      });
      if (hpa.length !== 1 || Number(objectAt(hpa[0], 'spec').minReplicas) < 2) {
        problems.push(`${process}: needs one autoscaler with minReplicas >= 2`);
      }
      const spread = objectsIn(podSpecOf(deployment)?.topologySpreadConstraints);
      const byNode = spread.find((s) => s.topologyKey === 'kubernetes.io/hostname');
      if (
        byNode?.whenUnsatisfiable !== 'DoNotSchedule' ||
        byNode.maxSkew !== 1 ||
        !matches(objectAt(byNode, 'labelSelector', 'matchLabels'), podLabels(deployment)) ||
        !strings(byNode.matchLabelKeys).includes('app.kubernetes.io/component')
      ) {
        problems.push(`${process}: its replicas may share a node`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps one pod of every process through voluntary disruptions', () => {
    const budgets = ofKind('PodDisruptionBudget');
    const problems: string[] = [];
    for (const process of PROCESS_NAMES) {
      const deployment = deploymentOf(process);
      const covering = budgets.filter((b) => matches(objectAt(b.spec, 'selector', 'matchLabels'), podLabels(deployment)));
      if (covering.length !== 1 || Number(objectAt(covering[0], 'spec').minAvailable) !== 1) {
        problems.push(`${process}: needs one budget keeping one of its (at least two) pods`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('k8s overlay prod: backing services that survive a node', () => {
  const { named, ofKind } = view(built.prod);
  const spec = (o: K8sObject | undefined): JsonObject => objectAt(o, 'spec');

  it('runs PostgreSQL as a CloudNativePG Cluster: a standby on another node, WAL archived, a nightly base backup', () => {
    const cluster = ofKind('Cluster')[0];
    expect(Number(spec(cluster).instances)).toBeGreaterThanOrEqual(2);
    expect(objectAt(cluster, 'spec', 'affinity')).toMatchObject({
      enablePodAntiAffinity: true,
      podAntiAffinityType: 'required',
      topologyKey: 'kubernetes.io/hostname',
    });
    const store = ofKind('ObjectStore')[0];
    expect(objectsIn(spec(cluster).plugins)).toEqual([
      { name: 'barman-cloud.cloudnative-pg.io', isWALArchiver: true, parameters: { barmanObjectName: nameOf(store) } },
    ]);
    expect(str(spec(store).retentionPolicy)).toMatch(/^\d+d$/);
    expect(str(objectAt(store, 'spec', 'configuration').destinationPath)).toMatch(/^s3:\/\//);
    const scheduled = ofKind('ScheduledBackup')[0];
    expect(objectAt(scheduled, 'spec', 'cluster').name).toBe(nameOf(cluster));
    expect(spec(scheduled).method).toBe('plugin');
    // The Lakbay URLs' host postgres is the primary; the NetworkPolicies know its pods by name label.
    expect(objectAt(named('Service', 'postgres'), 'spec', 'selector')).toEqual({
      'cnpg.io/cluster': nameOf(cluster),
      'cnpg.io/instanceRole': 'primary',
    });
    expect(objectAt(cluster, 'spec', 'inheritedMetadata', 'labels')['app.kubernetes.io/name']).toBe('postgres');
    expect(ofKind('StatefulSet').map(nameOf)).not.toContain('postgres');
  });

  it('the CRD schema check catches a misspelt field and a wrong type', () => {
    const cluster = structuredClone(ofKind('Cluster')[0]);
    objectAt(cluster, 'spec').instaces = 2;
    expect(crdErrors(cluster).join()).toMatch(/instaces/);
    const rule = structuredClone(built.prod.find((o) => o.kind === 'PrometheusRule')!);
    objectsIn(objectAt(rule, 'spec').groups)[0].rules = 'not a list';
    expect(crdErrors(rule).join()).toMatch(/must be array/);
  });

  it('runs NATS as three clustered servers with JetStream, one per node, drained one at a time', () => {
    const nats = named('StatefulSet', 'nats')!;
    expect(spec(nats).replicas).toBe(3);
    const spread = objectsIn(objectAt(nats, 'spec', 'template', 'spec').topologySpreadConstraints);
    expect(spread.map((c) => `${str(c.topologyKey)} ${str(c.whenUnsatisfiable)}`)).toEqual(['kubernetes.io/hostname DoNotSchedule']);
    const conf = str(objectAt(named('ConfigMap', 'nats-config'), 'data')['nats.conf']);
    const headless = str(spec(nats).serviceName);
    expect(objectAt(named('Service', headless), 'spec').clusterIP).toBe('None');
    for (const i of [0, 1, 2]) {
      expect(conf).toContain(`nats://nats-${i}.${headless}:6222`);
    }
    expect(conf).toMatch(/jetstream \{\s+store_dir: \/data/);
    expect(conf).toContain('include ./auth/nats-auth.conf');
    const budget = ofKind('PodDisruptionBudget').find(
      (b) => objectAt(b, 'spec', 'selector', 'matchLabels')['app.kubernetes.io/name'] === 'nats',
    );
    expect(spec(budget).maxUnavailable).toBe(1);
  });

  it('dumps every schema every night into a volume (the CronJob the backup alert watches)', () => {
    const cronJob = named('CronJob', 'lakbay-backup')!;
    expect(spec(cronJob).concurrencyPolicy).toBe('Forbid');
    const script = containersOf(podOf(cronJob), false)
      .flatMap((c) => strings(c.args))
      .join('\n');
    expect(script).toContain(`for schema in ${ROLE_SCHEMAS.join(' ')}; do`);
    expect(script).toContain('pg_dump --format=custom --schema="$schema"');
    const claim = objectAt(
      objectsIn(podOf(cronJob).volumes).find((v) => v.name === 'backups'),
      'persistentVolumeClaim',
    ).claimName;
    expect(named('PersistentVolumeClaim', str(claim))).toBeDefined();
    expect(readText('k8s/monitoring/prometheus-rules.yaml')).toContain('cronjob="lakbay-backup"');
  });
});

describe('k8s overlay dev', () => {
  const { named } = view(built.dev);

  it('catches every e-mail in Mailpit, which only notifications may reach', () => {
    const data = objectAt(named('ConfigMap', CONFIG_MAP), 'data');
    expect(new URL(str(data.SMTP_URL)).hostname).toBe('mailpit');
    expect(named('Service', 'mailpit')).toBeDefined();
    expect(str(containersOf(podOf(named('Deployment', 'mailpit')!), false)[0]?.image)).toMatch(/^axllent\/mailpit:/);
  });

  it('runs PostgreSQL 15, NATS 2 with JetStream on a volume, Redis 7 and Meilisearch, each behind a Service the ConfigMap names', () => {
    const container = (name: string): JsonObject => containersOf(podOf(named('StatefulSet', name)!), false)[0] ?? {};
    expect(str(container('postgres').image)).toMatch(/^postgres:15([.-]|$)/);
    expect(str(container('redis').image)).toMatch(/^redis:7([.-]|$)/);
    expect(str(container('nats').image)).toMatch(/^nats:2([.-]|$)/);
    expect(str(container('meilisearch').image)).toMatch(/^getmeili\/meilisearch:/);
    expect(readText('k8s/backing/single/nats.conf')).toMatch(/jetstream \{\s+store_dir: \/data/);
    expect(objectsIn(container('nats').volumeMounts).find((m) => m.mountPath === '/data')?.name).toBe('data');
    expect(readText('k8s/backing/common/redis.conf')).toContain('include /run/redis/auth.conf');
    const data = objectAt(named('ConfigMap', CONFIG_MAP), 'data');
    const hosts = ['NATS_URL', 'REDIS_URL', 'MEILI_URL', 'SMTP_URL'].map((key) => new URL(str(data[key])).hostname);
    expect(hosts.filter((host) => !named('Service', host))).toEqual([]);
  });
});
