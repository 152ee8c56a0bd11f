import { Counter } from 'prom-client';
import { metricsRegistry } from './registry';

const lookups = new Counter({
  name: 'lakbay_cache_lookups_total',
  help: 'Look-ups in a process cache (BFF answers, sessions) by cache and outcome (hit or miss)',
  labelNames: ['cache', 'outcome'],
  registers: [metricsRegistry],
});

export function countCacheLookup(cache: string, outcome: 'hit' | 'miss'): void {
  lookups.inc({ cache, outcome });
}
