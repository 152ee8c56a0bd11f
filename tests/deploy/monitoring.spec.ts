// Monitoring manifests (k8s/monitoring, in the prod overlay): the PodMonitor reaches every process's
// ops port, each alert is well formed and, where promtool is installed, passes promtool's checks and
// the unit tests in fixtures/prometheus-rules.test.yaml (alerts that fire on given series and stay
// quiet otherwise). Metric names are checked against real /metrics in monitoring-metrics.int-spec.ts.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROCESS_NAMES } from '@lakbay/contracts';
import { stringify } from 'yaml';
import { kustomize } from './kustomize';
import { EXTERNAL_METRICS, baseMetricName, metricNames, monitoringExpressions } from './promql';
import { type JsonObject, containersOf, describeWithTool, objectAt, objectsIn, podSpecOf, rootPath, str } from './support';

const prod = kustomize('k8s/overlays/prod');
const rule = prod.find((o) => o.kind === 'PrometheusRule');
const groups = objectsIn(objectAt(rule, 'spec').groups);
const alerts = groups.flatMap((g) => objectsIn(g.rules));

describe('monitoring (k8s/monitoring)', () => {
  it('scrapes every process on its ops port, which the monitoring namespace may reach', () => {
    const monitor = prod.find((o) => o.kind === 'PodMonitor');
    const selector = objectAt(monitor, 'spec', 'selector', 'matchLabels');
    expect(objectsIn(objectAt(monitor, 'spec').podMetricsEndpoints).map((e) => `${str(e.port)} ${str(e.path)}`)).toEqual(['ops /metrics']);
    for (const process of PROCESS_NAMES) {
      const deployment = prod.find((o) => o.kind === 'Deployment' && o.metadata.name === process);
      const labels = objectAt(deployment?.spec, 'template', 'metadata', 'labels');
      expect({ process, selected: Object.entries(selector).every(([k, v]) => labels[k] === v) }).toEqual({ process, selected: true });
      const ports = containersOf(podSpecOf(deployment!) ?? {}, false).flatMap((c) => objectsIn(c.ports).map((p) => p.name));
      expect({ process, ops: ports.includes('ops') }).toEqual({ process, ops: true });
    }
  });

  it('alerts on failed and waiting follow-up work, RPC timeouts, 5xx, event-loop lag, readiness flapping, backups and certificates', () => {
    const names = alerts.map((a) => str(a.alert));
    expect(names).toEqual(
      expect.arrayContaining([
        'LakbayOutboxFailed',
        'LakbayOutboxWaiting',
        'LakbayRpcTimeouts',
        'LakbayHttp5xx',
        'LakbayEventLoopLag',
        'LakbayReadinessFlapping',
        'LakbayBackupTooOld',
        'LakbayCertificateExpiresSoon',
      ]),
    );
    for (const a of alerts) {
      const annotations = objectAt(a, 'annotations');
      expect({
        alert: a.alert,
        severity: ['warning', 'critical'].includes(str(objectAt(a, 'labels').severity)),
        summary: typeof annotations.summary === 'string',
        description: typeof annotations.description === 'string',
      }).toEqual({ alert: a.alert, severity: true, summary: true, description: true });
    }
  });

  it('reads only Lakbay metrics and the named exporters’ in the rules and the dashboard', () => {
    const foreign = monitoringExpressions()
      .flatMap(({ where, expr }) => metricNames(expr).map((name) => ({ where, name: baseMetricName(name) })))
      .filter(({ name }) => !/^(lakbay|nodejs|process)_/.test(name) && EXTERNAL_METRICS[name] === undefined);
    expect(foreign).toEqual([]);
  });

  it('finds the metric names of an expression, not its functions, labels or groupings', () => {
    expect(
      metricNames(
        'sum by (command) (rate(lakbay_rpc_client_duration_seconds_count{outcome="timeout"}[5m])) / sum(rate(x_total[5m])) > 0.01',
      ),
    ).toEqual(['lakbay_rpc_client_duration_seconds_count', 'x_total']);
    expect(metricNames('time() - max(kube_cronjob_status_last_successful_time{cronjob="a"}) > 14 * 86400')).toEqual([
      'kube_cronjob_status_last_successful_time',
    ]);
    expect(metricNames('histogram_quantile(0.95, sum by (le, route) (rate(a_bucket[5m])))')).toEqual(['a_bucket']);
  });

  it('has a dashboard whose panels each query something', () => {
    const dashboard = JSON.parse(readFileSync(rootPath('k8s/monitoring/lakbay-dashboard.json'), 'utf8')) as JsonObject;
    const configMap = prod.find((o) => o.kind === 'ConfigMap' && o.metadata.name === 'lakbay-grafana-dashboard');
    expect(objectAt(configMap, 'metadata', 'labels').grafana_dashboard).toBe('1');
    expect(objectsIn(dashboard.panels).length).toBeGreaterThan(8);
    for (const panel of objectsIn(dashboard.panels)) {
      expect({ panel: panel.title, exprs: objectsIn(panel.targets).filter((t) => str(t.expr).trim() !== '').length > 0 }).toEqual({
        panel: panel.title,
        exprs: true,
      });
    }
  });
});

// promtool (Debian's prometheus package) where installed; skipped where it is not.
const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => existsSync(p));
describeWithTool({ name: 'promtool', debianPackage: 'prometheus', path: promtool }, 'the alert rules with promtool', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lakbay-rules-'));
    writeFileSync(path.join(dir, 'lakbay-rules.yaml'), stringify({ groups }));
    copyFileSync(rootPath('tests/deploy/fixtures/prometheus-rules.test.yaml'), path.join(dir, 'rules.test.yaml'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('pass promtool check rules', () => {
    const out = execFileSync(promtool ?? 'promtool', ['check', 'rules', path.join(dir, 'lakbay-rules.yaml')], { encoding: 'utf8' });
    expect(out).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('fire on the series of their unit tests, and stay quiet on healthy ones (promtool test rules)', () => {
    const out = execFileSync(promtool ?? 'promtool', ['test', 'rules', 'rules.test.yaml'], { cwd: dir, encoding: 'utf8' });
    expect(out).toContain('SUCCESS');
  });
});
