import type { OutboxMetrics } from '../outbox/outbox-relay-options';
import { registerGauge } from './registry';

/** How long one reading of an outbox's counts serves the scrape's gauges (one query set per scrape). */
const READING_MS = 1000;

/**
 * A service's outbox as gauges: lakbay_outbox_rows{service, state} (pending: not yet handed to the
 * queue; enqueued: handed over, job not finished; failed: given up; delayed: overdue),
 * lakbay_outbox_oldest_due_seconds{service} and
 * lakbay_outbox_relayed_since_start{service}. Returns the function that removes them.
 */
export function watchOutbox(service: string, outbox: { metrics(): Promise<OutboxMetrics> }): () => void {
  let reading: { at: number; counts: Promise<OutboxMetrics> } | undefined;
  const counts = () => {
    if (!reading || Date.now() - reading.at > READING_MS) {
      reading = { at: Date.now(), counts: outbox.metrics() };
    }
    return reading.counts;
  };
  const rows = 'lakbay_outbox_rows';
  const rowsHelp =
    "Rows of a service's transactional outbox by state (pending, enqueued, failed; delayed: unfinished, due more than OUTBOX_DELAYED_MINUTES ago)";
  const stops = [
    registerGauge(rows, rowsHelp, async () => (await counts()).pending, { service, state: 'pending' }),
    registerGauge(rows, rowsHelp, async () => (await counts()).enqueuedNotCompleted, { service, state: 'enqueued' }),
    registerGauge(rows, rowsHelp, async () => (await counts()).failed, { service, state: 'failed' }),
    registerGauge(rows, rowsHelp, async () => (await counts()).delayed, { service, state: 'delayed' }),
    registerGauge(
      'lakbay_outbox_oldest_due_seconds',
      "Seconds since the oldest unfinished row of a service's outbox was due (0: none); alert when it grows",
      async () => (await counts()).oldestDueSeconds,
      { service },
    ),
    registerGauge(
      'lakbay_outbox_relayed_since_start',
      'Outbox rows this process handed to the job queue since it started',
      async () => (await counts()).relayedTotal,
      { service },
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
