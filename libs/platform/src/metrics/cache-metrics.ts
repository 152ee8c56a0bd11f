import { registeredCounter } from './registry';

const lookups = registeredCounter(
  'lakbay_cache_lookups_total',
  'Look-ups in a process cache (BFF answers, sessions) by cache and outcome (hit, miss, or joined: a miss that waited for a load already under way)',
  ['cache', 'outcome'],
);

export function countCacheLookup(cache: string, outcome: 'hit' | 'miss' | 'joined'): void {
  lookups.inc({ cache, outcome });
}
