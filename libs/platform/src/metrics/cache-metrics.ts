import { registeredCounter } from './registry';

const lookups = registeredCounter(
  'lakbay_cache_lookups_total',
  'Look-ups in a process cache (BFF answers, sessions) by cache and outcome (hit or miss)',
  ['cache', 'outcome'],
);

export function countCacheLookup(cache: string, outcome: 'hit' | 'miss'): void {
  lookups.inc({ cache, outcome });
}
