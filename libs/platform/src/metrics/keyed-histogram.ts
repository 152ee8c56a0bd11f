import type { Metric, Registry } from 'prom-client';

/** One label set's counts: per bucket (not cumulative), their sum and how many. */
interface Series {
  labels: Record<string, string>;
  buckets: number[];
  sum: number;
  count: number;
}

/** One exported value as prom-client's Histogram gives it (getForPromString: the series' labels apart). */
interface ExportedValue {
  labels: Record<string, string | number>;
  sharedLabels: Record<string, string>;
  value: number;
  metricName: string;
  exemplar?: null;
}

/** What prom-client's registry reads of a metric. */
interface ExportedMetric<V> {
  name: string;
  help: string;
  type: 'histogram';
  values: V[];
  aggregator: 'sum';
}

/**
 * A histogram for a path taken on every request: each label set is found by one string key the
 * caller makes (no label object checked, sorted and hashed per observation, as prom-client's
 * Histogram does: about half a microsecond of each BFF request), and exported exactly as
 * prom-client's Histogram exports it (same text, same JSON, so the registry, the cross-thread
 * aggregation and scrapers see no difference; metrics.spec.ts compares the two).
 */
export class KeyedHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    // prom-client's registry takes any object with its metric's shape (name, help, type, get, reset).
    registry.registerMetric(this as unknown as Metric);
  }

  /**
   * Counts `value` in the series `key` names: the same key must always stand for the same labels,
   * which `labels` makes the first time the key is seen.
   */
  observe(key: string, value: number, labels: () => Record<L, string>): void {
    if (!Number.isFinite(value)) {
      throw new TypeError(`Value is not a valid number: ${value}`);
    }
    let series = this.series.get(key);
    if (!series) {
      series = { labels: labels(), buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    const bounds = this.bounds;
    for (let i = 0; i < bounds.length; i++) {
      if (value <= bounds[i]) {
        series.buckets[i] = series.buckets[i] + 1;
        break;
      }
    }
    series.sum += value;
    series.count += 1;
  }

  reset(): void {
    this.series.clear();
  }

  /** For the registry's text: the series' labels beside each value's own, as prom-client's Histogram. */
  getForPromString(): ExportedMetric<ExportedValue> {
    const values: ExportedValue[] = [];
    const bucket = `${this.name}_bucket`;
    for (const { labels, buckets, sum, count } of this.series.values()) {
      let total = 0;
      this.bounds.forEach((bound, i) => {
        total += buckets[i];
        values.push({ labels: { le: bound }, sharedLabels: labels, value: total, metricName: bucket, exemplar: null });
      });
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: labels, value: count, metricName: bucket, exemplar: null },
        { labels: {}, sharedLabels: labels, value: sum, metricName: `${this.name}_sum`, exemplar: undefined },
        { labels: {}, sharedLabels: labels, value: count, metricName: `${this.name}_count`, exemplar: undefined },
      );
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** For JSON (and the aggregation across threads): each value's labels with the series' merged in. */
  get(): Promise<ExportedMetric<Omit<ExportedValue, 'sharedLabels'>>> {
    const { values, ...metric } = this.getForPromString();
    return Promise.resolve({
      ...metric,
      values: values.map(({ sharedLabels, labels, ...rest }) => ({ ...rest, labels: { ...labels, ...sharedLabels } })),
    });
  }
}
