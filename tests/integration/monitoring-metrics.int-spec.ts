// Every metric the alert rules and the Grafana dashboard read (k8s/monitoring) is one that a running
// platform's /metrics really exposes, or one of the named exporters' (kube-state-metrics,
// cert-manager, Prometheus's own `up`): a renamed or misspelt metric would leave an alert silent.
import { EXTERNAL_METRICS, baseMetricName, metricNames, monitoringExpressions } from '../deploy/promql';
import { PROCESS_NAMES } from '@lakbay/contracts';
import { DEMO, login } from '../support/accounts';
import { backingServicesAvailable } from '../support/services';
import { startPlatform, usePlatform } from '../support/use-platform';

// As deployed: distributed, each process its own /metrics (the database pool's only exist on
// PostgreSQL, not on standalone's embedded database).
if (await backingServicesAvailable()) {
  describe('monitoring: the metrics the rules and the dashboard read', () => {
    const p = usePlatform(() => startPlatform('distributed', { TRUST_PROXY: 'true' }));

    it('are all on the /metrics of the processes of a distributed platform', async () => {
      // Some traffic first, so the histograms and counters have series, not only their TYPE lines.
      await login(p(), DEMO.kadet);
      const exposed = new Set<string>();
      for (const process of PROCESS_NAMES) {
        const text = await (await fetch(`${p().opsUrl?.(process) ?? ''}/metrics`)).text();
        for (const m of text.matchAll(/^# TYPE (\S+) \S+$/gm)) {
          exposed.add(m[1]);
        }
      }
      expect(exposed.size).toBeGreaterThan(20);
      const missing = monitoringExpressions()
        .flatMap(({ where, expr }) => metricNames(expr).map((name) => ({ where, name })))
        .filter(({ name }) => !exposed.has(baseMetricName(name)) && !exposed.has(name) && EXTERNAL_METRICS[name] === undefined);
      expect(missing).toEqual([]);
      // The check can fail: a name that is not there is reported.
      expect(exposed.has('lakbay_outbox_rowz')).toBe(false);
    });
  });
}
