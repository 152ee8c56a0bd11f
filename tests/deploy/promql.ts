// The metric names a PromQL expression reads, for checking alert rules and dashboards against what
// the processes' /metrics really expose (tests/integration/monitoring-metrics.int-spec.ts).
import { readFileSync } from 'node:fs';
import { kustomize } from './kustomize';
import { type JsonObject, objectAt, objectsIn, rootPath, str } from './support';

// Aggregations, keywords and functions of PromQL: never metric names.
const FUNCTIONS_AND_KEYWORDS = new Set(
  'sum min max avg count stddev stdvar topk bottomk quantile count_values group by without on ignoring group_left group_right and or unless bool offset rate irate increase delta idelta changes resets deriv predict_linear time vector scalar absent absent_over_time histogram_quantile clamp_min clamp_max abs ceil floor round label_replace avg_over_time max_over_time min_over_time sum_over_time count_over_time last_over_time timestamp'.split(
    ' ',
  ),
);

/** The metric names an expression selects (label matchers, groupings, strings and durations left out). */
export function metricNames(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = new Set<string>();
  for (const m of stripped.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*/g)) {
    const word = m[0];
    const next = stripped.slice((m.index ?? 0) + word.length).trimStart();
    if (!FUNCTIONS_AND_KEYWORDS.has(word) && !next.startsWith('(') && !/^\d/.test(word) && !/^(e|inf|nan)$/i.test(word)) {
      names.add(word);
    }
  }
  return [...names].sort();
}

/** A histogram's or summary's series name without its _bucket, _count or _sum suffix. */
export const baseMetricName = (name: string): string => name.replace(/_(bucket|count|sum)$/, '');

export interface Expression {
  where: string;
  expr: string;
}

/** Every expression of the prod overlay's alert rules and of the Grafana dashboard. */
export function monitoringExpressions(): Expression[] {
  const objects = kustomize('k8s/overlays/prod');
  const out: Expression[] = [];
  for (const rule of objects.filter((o) => o.kind === 'PrometheusRule')) {
    for (const group of objectsIn(objectAt(rule, 'spec').groups)) {
      for (const r of objectsIn(group.rules)) {
        out.push({ where: `rule ${str(r.alert ?? r.record)}`, expr: str(r.expr) });
      }
    }
  }
  const dashboard = JSON.parse(readFileSync(rootPath('k8s/monitoring/lakbay-dashboard.json'), 'utf8')) as JsonObject;
  for (const panel of objectsIn(dashboard.panels)) {
    for (const target of objectsIn(panel.targets)) {
      out.push({ where: `panel ${str(panel.title)}`, expr: str(target.expr) });
    }
  }
  return out;
}

/**
 * Metrics that other exporters provide, by source: the rules may read these and no other name that
 * the processes' /metrics lacks.
 */
export const EXTERNAL_METRICS: Record<string, string> = {
  up: 'Prometheus (scrape health)',
  kube_pod_status_ready: 'kube-state-metrics',
  kube_cronjob_status_last_successful_time: 'kube-state-metrics',
  certmanager_certificate_expiration_timestamp_seconds: 'cert-manager',
};
