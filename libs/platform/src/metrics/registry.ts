import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Every metric of this process, served as text by the ops server's GET /metrics. */
export const metricsRegistry = new Registry();

/** Latency buckets in seconds, from 1 ms (in-process calls) to 10 s (beyond any RPC timeout). */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A histogram of durations in seconds (LATENCY_BUCKETS), registered in metricsRegistry. */
export function latencyHistogram<L extends string>(name: string, help: string, labelNames: readonly L[]): Histogram<L> {
  return new Histogram({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers: [metricsRegistry] });
}

/** A counter registered in metricsRegistry. */
export function registeredCounter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return new Counter({ name, help, labelNames, registers: [metricsRegistry] });
}

type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

const threadSources = new Set<() => Promise<MetricsJson>>();

/**
 * Another thread's metrics (an HTTP worker's registry), served with this registry's: counters and
 * histograms of the same name and labels are summed, as prom-client's cluster aggregator does.
 * Returns the function that removes the source.
 */
export function addMetricsSource(source: () => Promise<MetricsJson>): () => void {
  threadSources.add(source);
  return () => threadSources.delete(source);
}

/** The Prometheus text of a registry; of metricsRegistry, with every other thread's metrics. */
export async function metricsText(registry: Registry = metricsRegistry): Promise<string> {
  if (registry !== metricsRegistry || threadSources.size === 0) {
    return registry.metrics();
  }
  const others = await Promise.all([...threadSources].map((source) => source().catch((): MetricsJson => [])));
  return AggregatorRegistry.aggregate([await registry.getMetricsAsJSON(), ...others]).metrics();
}

let processMetricsOn = false;

/** Node's own metrics (CPU, memory, event loop lag, GC): once per process, when an ops server starts. */
export function collectProcessMetrics(): void {
  if (!processMetricsOn) {
    collectDefaultMetrics({ register: metricsRegistry });
    processMetricsOn = true;
  }
}

type Labels = Record<string, string>;

interface GaugeSource {
  labels: Labels;
  collect: () => number | Promise<number>;
}

const gauges = new Map<string, { gauge: Gauge; labelNames: string[]; sources: Set<GaugeSource> }>();

/**
 * A gauge read at each scrape, e.g. `registerGauge('lakbay_outbox_pending', 'Outbox rows not yet
 * delivered', () => outbox.pendingCount(), { service: 'users' })`. Several sources may feed one
 * name (each service's outbox in a standalone process) when their labels differ; every source of a
 * name uses the same label names. A source that throws is left out of that scrape. Returns the
 * function that removes this source again (call it when its owner shuts down).
 */
export function registerGauge(name: string, help: string, collect: () => number | Promise<number>, labels: Labels = {}): () => void {
  const labelNames = Object.keys(labels).sort();
  let entry = gauges.get(name);
  if (!entry) {
    const sources = new Set<GaugeSource>();
    const gauge = new Gauge({
      name,
      help,
      labelNames,
      registers: [metricsRegistry],
      async collect() {
        this.reset();
        await Promise.all(
          [...sources].map(async (source) => {
            try {
              this.set(source.labels, await source.collect());
            } catch {
              // One broken source must not cost the whole scrape.
            }
          }),
        );
      },
    });
    entry = { gauge, labelNames, sources };
    gauges.set(name, entry);
  } else if (entry.labelNames.join() !== labelNames.join()) {
    throw new Error(`Gauge ${name} has labels [${entry.labelNames.join(', ')}], not [${labelNames.join(', ')}]`);
  }
  const source: GaugeSource = { labels, collect };
  entry.sources.add(source);
  const registered = entry;
  return () => {
    registered.sources.delete(source);
    if (registered.sources.size === 0 && gauges.get(name) === registered) {
      gauges.delete(name);
      metricsRegistry.removeSingleMetric(name);
    }
  };
}
