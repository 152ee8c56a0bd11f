import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { PROCESS_NAMES } from '@lakbay/contracts';
import {
  DB_SCRIPT,
  DOCUMENTED_ENV_VARS,
  type JsonObject,
  type K8sObject,
  K8S_DIR,
  LAUNCHER,
  type LoadedObject,
  ROOT,
  SECRET_ENV_VARS,
  SECRET_NAME,
  SECRET_TEMPLATE,
  containersOf,
  k8sYamlFiles,
  kustomizationResources,
  loadK8sObjects,
  objectAt,
  objectsIn,
  podSpecOf,
  probeTiming,
  rootPath,
  secondsToNoticeAStall,
  str,
  unknownFields,
  validateWithModel,
} from './support';

const NAMESPACE = 'lakbay';
const APP_IMAGE = 'lakbay'; // the Lakbay image's name in the manifests; kustomization.yaml maps it
const CONFIG_MAP = 'lakbay-config';
const SECRET = 'lakbay-secrets';
/** The people's aggregate health view: no probe may use it (it fails when any one service is down). */
const AGGREGATE_HEALTH_PATH = '/api/v2/health';
/** The container port of every process's ops server (health probes, metrics). */
const OPS_PORT_NAME = 'ops';
/** Deployments that are not Lakbay processes. */
const BACKING_DEPLOYMENTS = ['mailpit'];
const WORKLOAD_KINDS = ['Deployment', 'StatefulSet', 'Job', 'CronJob', 'DaemonSet'];

const resources = kustomizationResources();
const applied: LoadedObject[] = loadK8sObjects(resources);
const objects = applied.map((o) => o.object);
const secretTemplate = loadK8sObjects([SECRET_TEMPLATE]);

const nameOf = (o: K8sObject): string => str(o.metadata.name);
const ofKind = (kind: string): K8sObject[] => objects.filter((o) => o.kind === kind);
const named = (kind: string, name: string): K8sObject | undefined => ofKind(kind).find((o) => nameOf(o) === name);
const workloads = (): K8sObject[] => objects.filter((o) => WORKLOAD_KINDS.includes(o.kind));
const podOf = (o: K8sObject): JsonObject => podSpecOf(o) ?? {};
const imageName = (image: unknown): string =>
  str(image)
    .replace(/@.*$/, '')
    .replace(/:[^/:]+$/, '');
const usesAppImage = (pod: JsonObject): boolean => containersOf(pod).some((c) => imageName(c.image) === APP_IMAGE);
const podLabels = (o: K8sObject): JsonObject => objectAt(o.spec, 'template', 'metadata', 'labels');
const matches = (selector: JsonObject, labels: JsonObject): boolean =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(str) : []);

/** Each Lakbay process's Deployments, found by what their container runs. */
function processDeployments(): Map<string, K8sObject[]> {
  const byProcess = new Map<string, K8sObject[]>();
  for (const deployment of ofKind('Deployment')) {
    for (const container of containersOf(podOf(deployment), false)) {
      if (imageName(container.image) === APP_IMAGE) {
        const process = strings(container.args)[0] ?? '';
        byProcess.set(process, [...(byProcess.get(process) ?? []), deployment]);
      }
    }
  }
  return byProcess;
}
const deploymentOf = (process: string): K8sObject => {
  const found = processDeployments().get(process)?.[0];
  if (!found) {
    throw new Error(`no Deployment runs ${process}`);
  }
  return found;
};

describe('k8s manifests', () => {
  it('parse, and kustomization.yaml lists every manifest except the Secret template', () => {
    const files = k8sYamlFiles();
    expect(files).toContain(`${K8S_DIR}/kustomization.yaml`);
    expect(files).toContain(SECRET_TEMPLATE);
    const manifests = files.filter((f) => f !== `${K8S_DIR}/kustomization.yaml` && f !== SECRET_TEMPLATE);
    expect([...resources].sort()).toEqual(manifests);
    expect(new Set(resources).size).toBe(resources.length);
    expect(loadK8sObjects([...manifests, SECRET_TEMPLATE]).length).toBeGreaterThan(20);
  });

  it('validate against the Kubernetes schema (kubernetes-models), including the Secret template', async () => {
    const failures: string[] = [];
    for (const { file, object } of [...applied, ...secretTemplate]) {
      try {
        await validateWithModel(object);
      } catch (error) {
        failures.push(`${file} ${object.kind}/${nameOf(object)}: ${String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('use no field that the Kubernetes schema does not define', () => {
    const failures = [...applied, ...secretTemplate].flatMap(({ file, object }) =>
      unknownFields(object).map((field) => `${file} ${nameOf(object)}: ${field}`),
    );
    expect(failures).toEqual([]);
  });

  it('the schema checks catch a wrong type, a missing required field and a misspelt field', async () => {
    const bff = deploymentOf('bff');
    const wrongType = structuredClone(bff);
    objectAt(wrongType, 'spec').replicas = 'two';
    await expect(validateWithModel(wrongType)).rejects.toThrow(/replicas/);

    const noSelector = structuredClone(bff);
    delete objectAt(noSelector, 'spec').selector;
    await expect(validateWithModel(noSelector)).rejects.toThrow(/selector/);

    const misspelt = structuredClone(bff);
    const container = containersOf(podOf(misspelt))[0] ?? {};
    container.readinesProbe = container.readinessProbe ?? {};
    expect(unknownFields(misspelt)).toEqual(['Deployment.spec.template.spec.containers[0].readinesProbe']);

    await expect(validateWithModel({ apiVersion: 'v1', kind: 'NoSuchKind', metadata: {} })).rejects.toThrow(/no Kubernetes model/);
  });

  it('put every object in the lakbay namespace, which they create', () => {
    expect(named('Namespace', NAMESPACE)).toBeDefined();
    const elsewhere = objects
      .filter((o) => o.kind !== 'Namespace' && o.metadata.namespace !== NAMESPACE)
      .map((o) => `${o.kind}/${nameOf(o)} in ${str(o.metadata.namespace)}`);
    expect(elsewhere).toEqual([]);
  });

  it('have a Deployment with 2 replicas for every process, each running the launcher with its name', () => {
    const byProcess = processDeployments();
    const counts = PROCESS_NAMES.map((process) => `${process}: ${byProcess.get(process)?.length ?? 0}`);
    expect(counts).toEqual(PROCESS_NAMES.map((process) => `${process}: 1`));
    const replicas = PROCESS_NAMES.map((process) => `${process}: ${str(objectAt(deploymentOf(process), 'spec').replicas)}`);
    expect(replicas).toEqual(PROCESS_NAMES.map((process) => `${process}: 2`));

    const problems: string[] = [];
    for (const deployment of ofKind('Deployment')) {
      const pod = podOf(deployment);
      if (BACKING_DEPLOYMENTS.includes(nameOf(deployment))) {
        if (usesAppImage(pod)) {
          problems.push(`${nameOf(deployment)} is a backing service but runs the Lakbay image`);
        }
        continue;
      }
      const containers = containersOf(pod, false);
      if (containers.length === 0) {
        problems.push(`${nameOf(deployment)} has no container`);
      }
      for (const c of containers) {
        const run = [...strings(c.command), ...strings(c.args)];
        const ok =
          imageName(c.image) === APP_IMAGE &&
          run.length === 3 &&
          run[0] === 'node' &&
          run[1] === LAUNCHER &&
          (PROCESS_NAMES as readonly string[]).includes(run[2] ?? '');
        if (!ok) {
          problems.push(`${nameOf(deployment)}/${str(c.name)} runs ${str(c.image)} ${run.join(' ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('select their own pods, and every Service selects pods on named ports that exist', () => {
    const problems: string[] = [];
    for (const o of workloads().filter((w) => w.kind !== 'Job' && w.kind !== 'CronJob')) {
      if (!matches(objectAt(o.spec, 'selector', 'matchLabels'), podLabels(o))) {
        problems.push(`${o.kind}/${nameOf(o)}: its selector does not match its pod labels`);
      }
    }
    for (const service of ofKind('Service')) {
      const selector = objectAt(service.spec, 'selector');
      const targets = workloads().filter((w) => w.kind !== 'Job' && matches(selector, podLabels(w)));
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
      .filter((o) => usesAppImage(podOf(o)))
      .flatMap((o) =>
        objectsIn(podOf(o).volumes)
          .filter((v) => v.emptyDir === undefined)
          .map((v) => `${nameOf(o)}: ${str(v.name)}`),
      );
    expect(shared).toEqual([]);
  });

  it('mount only volumes they declare, and read only ConfigMaps that exist', () => {
    const problems: string[] = [];
    for (const o of workloads()) {
      const pod = podOf(o);
      const volumes = new Set([
        ...objectsIn(pod.volumes).map((v) => str(v.name)),
        ...objectsIn(objectAt(o, 'spec').volumeClaimTemplates).map((c) => str(objectAt(c, 'metadata').name)),
      ]);
      for (const c of containersOf(pod)) {
        for (const mount of objectsIn(c.volumeMounts)) {
          if (!volumes.has(str(mount.name))) {
            problems.push(`${nameOf(o)}/${str(c.name)} mounts an undeclared volume ${str(mount.name)}`);
          }
        }
        for (const from of objectsIn(c.envFrom)) {
          const ref = objectAt(from, 'configMapRef');
          if (ref.name !== undefined && !named('ConfigMap', str(ref.name))) {
            problems.push(`${nameOf(o)}/${str(c.name)} reads a missing ConfigMap ${str(ref.name)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('probe every process on its ops port: liveness on /health/live, readiness on /health/ready', () => {
    const opsPort = Number(objectAt(named('ConfigMap', CONFIG_MAP), 'data').OPS_PORT);
    expect(opsPort).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const process of PROCESS_NAMES) {
      const deployment = deploymentOf(process);
      for (const container of containersOf(podOf(deployment), false)) {
        const where = `${process}/${str(container.name)}`;
        const ops = objectsIn(container.ports).find((p) => p.name === OPS_PORT_NAME);
        if (ops?.containerPort !== opsPort) {
          problems.push(`${where}: no container port ${OPS_PORT_NAME} on ${opsPort} (OPS_PORT)`);
        }
        for (const [probe, path] of [
          ['livenessProbe', '/health/live'],
          ['readinessProbe', '/health/ready'],
        ]) {
          const httpGet = objectAt(container, probe, 'httpGet');
          if (`${str(httpGet.path)} on ${str(httpGet.port)}` !== `${path} on ${OPS_PORT_NAME}`) {
            problems.push(`${where}: ${probe} is ${str(httpGet.path)} on ${str(httpGet.port)}, not ${path} on ${OPS_PORT_NAME}`);
          }
        }
        // The aggregate view fails when any one service is down: no pod may hang on it.
        for (const probe of ['livenessProbe', 'readinessProbe', 'startupProbe']) {
          if (str(objectAt(container, probe, 'httpGet').path).startsWith(AGGREGATE_HEALTH_PATH)) {
            problems.push(`${where}: ${probe} uses ${AGGREGATE_HEALTH_PATH}`);
          }
        }
      }
      const annotations = objectAt(deployment.spec, 'template', 'metadata', 'annotations');
      if (annotations['prometheus.io/scrape'] !== 'true' || Number(annotations['prometheus.io/port']) !== opsPort) {
        problems.push(`${process}: its pods are not annotated for scraping on the ops port`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('restart a stalled process within 10 s of its stall, and give each a minute to start before liveness counts', () => {
    const problems: string[] = [];
    for (const process of PROCESS_NAMES) {
      for (const container of containersOf(podOf(deploymentOf(process)), false)) {
        const where = `${process}/${str(container.name)}`;
        const liveness = probeTiming(container, 'livenessProbe');
        if (secondsToNoticeAStall(liveness) > 10) {
          problems.push(`${where}: a stalled process passes liveness for up to ${secondsToNoticeAStall(liveness)} s`);
        }
        const startup = probeTiming(container, 'startupProbe');
        if (
          str(objectAt(container, 'startupProbe', 'httpGet').path) !== '/health/live' ||
          startup.periodSeconds * startup.failureThreshold < 60
        ) {
          problems.push(`${where}: no startup probe on /health/live allowing 60 s`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('give the bff a Service and an Ingress on its public port only, never the ops port or /metrics', () => {
    const bff = deploymentOf('bff');
    const container = containersOf(podOf(bff), false)[0] ?? {};
    const ports = objectsIn(container.ports);
    expect(ports.find((p) => p.name === 'http')?.containerPort).toBe(3000);

    const service = ofKind('Service').find((s) => matches(objectAt(s.spec, 'selector'), podLabels(bff)));
    expect(service).toBeDefined();
    const servicePorts = objectsIn(objectAt(service, 'spec').ports).map((p) => p.name);
    const backends = ofKind('Ingress').flatMap((ingress) =>
      objectsIn(objectAt(ingress, 'spec').rules).flatMap((rule) =>
        objectsIn(objectAt(rule, 'http').paths).map((p) => ({ path: str(p.path), service: objectAt(p, 'backend', 'service') })),
      ),
    );
    expect(backends.length).toBeGreaterThan(0);
    const wrong = backends.filter(
      (b) => b.service.name !== service?.metadata.name || !servicePorts.includes(objectAt(b.service, 'port').name ?? null),
    );
    expect(wrong).toEqual([]);
    expect(backends.filter((b) => b.path.startsWith('/metrics') || b.path.startsWith('/health'))).toEqual([]);

    // No Service reaches an ops port, so nothing routes /metrics or the probes from outside the pod.
    const opsPort = Number(objectAt(named('ConfigMap', CONFIG_MAP), 'data').OPS_PORT);
    const exposing = ofKind('Service').flatMap((s) =>
      objectsIn(objectAt(s, 'spec').ports)
        .filter(
          (p) => p.targetPort === OPS_PORT_NAME || Number(p.targetPort) === opsPort || (p.targetPort === undefined && p.port === opsPort),
        )
        .map((p) => `Service/${nameOf(s)} port ${str(p.name)}`),
    );
    expect(exposing).toEqual([]);
  });

  it('refuse every connection by default, let only the bff take traffic from the ingress controller, and have a NetworkPolicy per process', () => {
    const policies = ofKind('NetworkPolicy');
    const spec = (o: K8sObject): JsonObject => objectAt(o, 'spec');
    const denyAll = policies.filter((p) => Object.keys(objectAt(spec(p), 'podSelector')).length === 0);
    expect(denyAll.map((p) => ({ types: strings(spec(p).policyTypes), ingress: spec(p).ingress }))).toEqual([
      { types: ['Ingress'], ingress: undefined },
    ]);
    const policiesOf = (labels: JsonObject): K8sObject[] =>
      policies.filter((p) => matches(objectAt(spec(p), 'podSelector', 'matchLabels'), labels));
    const sources = (o: K8sObject): { from: JsonObject[]; ports: unknown[] }[] =>
      objectsIn(spec(o).ingress).map((r) => ({ from: objectsIn(r.from), ports: objectsIn(r.ports).map((port) => port.port) }));
    const fromNamespace = (rule: { from: JsonObject[] }, name: string): boolean =>
      rule.from.some((f) => objectAt(f, 'namespaceSelector', 'matchLabels')['kubernetes.io/metadata.name'] === name);

    for (const name of PROCESS_NAMES) {
      const deployment = deploymentOf(name);
      const own = policiesOf(podLabels(deployment));
      expect({ name, policies: own.length }).toEqual({ name, policies: 1 });
      const rules = own.flatMap(sources);
      // Public traffic: the bff's port from the ingress controller's namespace, and nothing else anywhere.
      const publicRules = rules.filter((r) => r.ports.includes('http'));
      expect({ name, public: publicRules.map((r) => r.from.length === 1 && fromNamespace(r, 'ingress-nginx')) }).toEqual({
        name,
        public: name === 'bff' ? [true] : [],
      });
      // Otherwise only Prometheus, on the ops port.
      const others = rules.filter((r) => !r.ports.includes('http'));
      expect({
        name,
        others: others.filter((r) => !(r.ports.length === 1 && r.ports[0] === OPS_PORT_NAME && fromNamespace(r, 'monitoring'))),
      }).toEqual({
        name,
        others: [],
      });
    }
    // The backing services take connections from Lakbay pods only, never from another namespace.
    for (const name of ['nats', 'redis', 'postgres', 'meilisearch', 'mailpit']) {
      const workload = ofKind('StatefulSet').find((o) => nameOf(o) === name) ?? named('Deployment', name);
      const own = policiesOf(podLabels(workload!));
      expect({ name, policies: own.length }).toEqual({ name, policies: 1 });
      const from = own.flatMap(sources).flatMap((r) => r.from);
      expect({
        name,
        from: from.filter(
          (f) => f.namespaceSelector !== undefined || objectAt(f, 'podSelector', 'matchLabels')['app.kubernetes.io/name'] !== 'lakbay',
        ),
      }).toEqual({
        name,
        from: [],
      });
    }
  });

  it('make NATS and Redis require passwords from the Secret, which every Lakbay process logs in with', () => {
    const data = objectAt(named('ConfigMap', CONFIG_MAP), 'data');
    expect(data.NATS_USER).toBeTruthy();
    const secretKey = (container: JsonObject, variable: string): string | undefined => {
      const ref = objectAt(
        objectsIn(container.env).find((e) => e.name === variable),
        'valueFrom',
        'secretKeyRef',
      );
      return ref.name === SECRET ? str(ref.key) : undefined;
    };
    const nats = containersOf(podOf(named('StatefulSet', 'nats')!), false)[0] ?? {};
    const natsArgs = strings(nats.args);
    expect(natsArgs[natsArgs.indexOf('--user') + 1]).toBe('$(NATS_USER)');
    expect(natsArgs[natsArgs.indexOf('--pass') + 1]).toBe('$(NATS_PASSWORD)');
    expect(secretKey(nats, 'NATS_PASSWORD')).toBe('NATS_PASSWORD');
    const redis = containersOf(podOf(named('StatefulSet', 'redis')!), false)[0] ?? {};
    const redisArgs = strings(redis.args);
    expect(redisArgs[redisArgs.indexOf('--requirepass') + 1]).toBe('$(REDIS_PASSWORD)');
    expect(secretKey(redis, 'REDIS_PASSWORD')).toBe('REDIS_PASSWORD');
    expect(secretKey(redis, 'REDISCLI_AUTH')).toBe('REDIS_PASSWORD');
    const missing = PROCESS_NAMES.flatMap((name) => {
      const container = containersOf(podOf(deploymentOf(name)), false)[0] ?? {};
      return ['NATS_PASSWORD', 'REDIS_PASSWORD'].filter((v) => secretKey(container, v) !== v).map((v) => `${name}: ${v}`);
    });
    expect(missing).toEqual([]);
  });

  it('keep one pod of every process through voluntary disruptions (a PodDisruptionBudget each)', () => {
    const budgets = ofKind('PodDisruptionBudget');
    const problems: string[] = [];
    for (const process of PROCESS_NAMES) {
      const deployment = deploymentOf(process);
      const covering = budgets.filter((b) => matches(objectAt(b.spec, 'selector', 'matchLabels'), podLabels(deployment)));
      if (covering.length !== 1) {
        problems.push(`${process}: ${covering.length} PodDisruptionBudgets select its pods`);
        continue;
      }
      const spec = objectAt(covering[0], 'spec');
      const replicas = Number(objectAt(deployment, 'spec').replicas);
      const minAvailable = spec.minAvailable === undefined ? undefined : Number(spec.minAvailable);
      const maxUnavailable = spec.maxUnavailable === undefined ? undefined : Number(spec.maxUnavailable);
      const ok =
        (minAvailable !== undefined && minAvailable >= 1 && minAvailable < replicas) ||
        (maxUnavailable !== undefined && maxUnavailable >= 1 && maxUnavailable < replicas);
      if (!ok) {
        problems.push(`${process}: its budget must keep at least one of ${replicas} pods and still let one go`);
      }
    }
    for (const budget of budgets) {
      const selected = ofKind('Deployment').filter((d) => matches(objectAt(budget.spec, 'selector', 'matchLabels'), podLabels(d)));
      if (selected.length !== 1) {
        problems.push(`PodDisruptionBudget/${nameOf(budget)} selects ${selected.length} Deployments`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('autoscale the bff and users Deployments, which request CPU', () => {
    const hpas = ofKind('HorizontalPodAutoscaler');
    const problems: string[] = [];
    for (const process of ['bff', 'users']) {
      const deployment = deploymentOf(process);
      const hpa = hpas.find((h) => {
        const ref = objectAt(h.spec, 'scaleTargetRef');
        return ref.kind === 'Deployment' && ref.name === deployment.metadata.name;
      });
      if (!hpa) {
        problems.push(`no HorizontalPodAutoscaler for ${process}`);
      } else if (Number(objectAt(hpa, 'spec').minReplicas) < 2) {
        problems.push(`${process} may scale below 2 replicas`);
      }
      for (const c of containersOf(podOf(deployment))) {
        if (objectAt(c, 'resources', 'requests').cpu === undefined) {
          problems.push(`${process}/${str(c.name)} requests no CPU`);
        }
      }
    }
    for (const hpa of hpas) {
      const ref = objectAt(hpa.spec, 'scaleTargetRef');
      if (!named(str(ref.kind), str(ref.name))) {
        problems.push(`HorizontalPodAutoscaler/${nameOf(hpa)} targets a missing ${str(ref.kind)}/${str(ref.name)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('run every pod as non-root, without privilege escalation, with resource requests and limits', () => {
    const problems: string[] = [];
    for (const o of workloads()) {
      const pod = podOf(o);
      const context = objectAt(pod, 'securityContext');
      if (context.runAsNonRoot !== true || !(Number(context.runAsUser) > 0)) {
        problems.push(`${nameOf(o)}: the pod must set runAsNonRoot: true and a non-zero runAsUser`);
      }
      for (const c of containersOf(pod)) {
        const where = `${nameOf(o)}/${str(c.name)}`;
        const security = objectAt(c, 'securityContext');
        if (security.allowPrivilegeEscalation !== false) {
          problems.push(`${where}: allowPrivilegeEscalation must be false`);
        }
        if (str(objectAt(security, 'capabilities').drop) !== '["ALL"]') {
          problems.push(`${where}: must drop ALL capabilities`);
        }
        if (security.runAsUser === 0 || security.runAsNonRoot === false || security.privileged === true) {
          problems.push(`${where}: runs as root or privileged`);
        }
        for (const kind of ['requests', 'limits']) {
          const r = objectAt(c, 'resources', kind);
          if (r.cpu === undefined || r.memory === undefined) {
            problems.push(`${where}: no cpu and memory ${kind}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('read only documented variables, the non-secret ones from the ConfigMap and the secret ones from the Secret', () => {
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

    const secretKeys = Object.keys(objectAt(secretTemplate[0]?.object, 'stringData'));
    for (const o of workloads()) {
      const appPod = usesAppImage(podOf(o));
      for (const c of containersOf(podOf(o))) {
        const where = `${nameOf(o)}/${str(c.name)}`;
        const names = new Set<string>();
        for (const from of objectsIn(c.envFrom)) {
          if (from.secretRef !== undefined) {
            problems.push(`${where}: takes a whole Secret; name its keys one by one`);
          }
          if (objectAt(from, 'configMapRef').name === CONFIG_MAP) {
            Object.keys(data).forEach((k) => names.add(k));
          }
        }
        for (const env of objectsIn(c.env)) {
          const name = str(env.name);
          names.add(name);
          const ref = objectAt(env, 'valueFrom', 'secretKeyRef');
          if (ref.key !== undefined && (ref.name !== SECRET || !secretKeys.includes(str(ref.key)))) {
            problems.push(`${where}: ${name} reads ${str(ref.name)}/${str(ref.key)}, which secret.example.yaml does not document`);
          }
          if (!appPod) {
            continue;
          }
          if (!DOCUMENTED_ENV_VARS.includes(name)) {
            problems.push(`${where}: ${name} is not a documented variable`);
          }
          if ((SECRET_ENV_VARS.includes(name) || SECRET_NAME.test(name)) && ref.key === undefined) {
            problems.push(`${where}: ${name} must come from the Secret ${SECRET}`);
          }
        }
        const missing = appPod ? ['MODE', 'NATS_URL', 'DATABASE_URL', 'REDIS_URL', 'AUTH_SECRET'].filter((n) => !names.has(n)) : [];
        if (missing.length > 0) {
          problems.push(`${where}: lacks ${missing.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('apply nothing of kind Secret; the template has placeholder values only', () => {
    expect(ofKind('Secret')).toEqual([]);
    expect(resources).not.toContain(SECRET_TEMPLATE);
    expect(secretTemplate).toHaveLength(1);
    const secret = secretTemplate[0]?.object;
    expect(secret?.metadata.name).toBe(SECRET);
    expect(secret?.data).toBeUndefined();
    const values = Object.entries(objectAt(secret, 'stringData'));
    expect(values.map(([k]) => k).sort()).toEqual([
      'AUTH_SECRET',
      'DATABASE_URL',
      'DISCOURSE_SSO_SECRET',
      'GOOGLE_CLIENT_SECRET',
      'MEILI_MASTER_KEY',
      'NATS_PASSWORD',
      'POSTGRES_PASSWORD',
      'REDIS_PASSWORD',
    ]);
    expect(values.filter(([, value]) => !str(value).includes('change-me'))).toEqual([]);
  });

  it('run migrations, and never the seed, in a Job', () => {
    const jobs = ofKind('Job');
    expect(jobs).toHaveLength(1);
    const pod = podOf(jobs[0]);
    const steps = containersOf(pod).map((c) => [...strings(c.command), ...strings(c.args)]);
    expect(steps).toEqual([['node', DB_SCRIPT, 'migrate']]);
    expect(JSON.stringify(pod)).not.toContain('ADMIN_PASSWORD');
    expect(['Never', 'OnFailure']).toContain(pod.restartPolicy);
  });

  it('run PostgreSQL 15, NATS with JetStream on a volume, Redis 7, Meilisearch with its key from the Secret, and Mailpit', () => {
    const workload = (kind: string, name: string): K8sObject => {
      const found = named(kind, name);
      if (!found) {
        throw new Error(`no ${kind} ${name}`);
      }
      return found;
    };
    const container = (kind: string, name: string): JsonObject => containersOf(podOf(workload(kind, name)), false)[0] ?? {};
    expect(str(container('StatefulSet', 'postgres').image)).toMatch(/^postgres:15([.-]|$)/);
    expect(str(container('StatefulSet', 'redis').image)).toMatch(/^redis:7([.-]|$)/);
    expect(str(container('StatefulSet', 'meilisearch').image)).toMatch(/^getmeili\/meilisearch:/);
    expect(str(container('Deployment', 'mailpit').image)).toMatch(/^axllent\/mailpit:/);

    const nats = container('StatefulSet', 'nats');
    expect(str(nats.image)).toMatch(/^nats:2([.-]|$)/);
    const args = strings(nats.args);
    expect(args).toContain('-js');
    const storeDir = args[args.indexOf('-sd') + 1];
    const claims = objectsIn(objectAt(workload('StatefulSet', 'nats'), 'spec').volumeClaimTemplates).map(
      (t) => objectAt(t, 'metadata').name,
    );
    const mount = objectsIn(nats.volumeMounts).find((m) => m.mountPath === storeDir);
    expect(claims).toContain(mount?.name);

    const secretRef = (kind: string, name: string, variable: string): string =>
      str(
        objectAt(
          objectsIn(container(kind, name).env).find((e) => e.name === variable),
          'valueFrom',
          'secretKeyRef',
        ).name,
      );
    expect(secretRef('StatefulSet', 'meilisearch', 'MEILI_MASTER_KEY')).toBe(SECRET);
    expect(secretRef('StatefulSet', 'postgres', 'POSTGRES_PASSWORD')).toBe(SECRET);

    const services = ['postgres', 'nats', 'redis', 'meilisearch', 'mailpit'];
    expect(services.filter((name) => !named('Service', name))).toEqual([]);
    // The ConfigMap's URLs point at these Services.
    const data = objectAt(named('ConfigMap', CONFIG_MAP), 'data');
    const hosts = ['NATS_URL', 'REDIS_URL', 'MEILI_URL', 'SMTP_URL'].map((key) => new URL(str(data[key])).hostname);
    expect(hosts.filter((host) => !named('Service', host))).toEqual([]);
  });
});

// kubectl (client only, no cluster) is on these machines; the check is skipped where it is not.
const kubectl = ['/usr/bin/kubectl', '/usr/local/bin/kubectl'].find((p) => existsSync(p));
(kubectl ? describe : describe.skip)('k8s/ with kubectl', () => {
  it('builds with kustomize (kubectl kustomize)', () => {
    const output = execFileSync(kubectl ?? 'kubectl', ['kustomize', rootPath(K8S_DIR)], { cwd: ROOT, encoding: 'utf8' });
    expect(output.match(/^kind: /gm)?.length).toBe(objects.length);
    expect(output).toContain(`app.kubernetes.io/part-of: ${NAMESPACE}`);
  });
});
