import type { SearchResult } from '@lakbay/contracts';

export interface TitleSegment {
  text: string;
  matched: boolean;
}

/**
 * The title cut into plain and matched parts, from the title match's inclusive [start, end]
 * indices. Ranges are sorted, clamped and merged; a result without a title match is all plain.
 */
export function highlightTitle(result: Pick<SearchResult, 'title' | 'matches'>): TitleSegment[] {
  const { title } = result;
  const match = result.matches.find((candidate) => candidate.key === 'title' && candidate.value === title);
  const ranges = (match?.indices ?? [])
    .map(([start, end]) => [Math.max(0, start), Math.min(title.length - 1, end)] as const)
    .filter(([start, end]) => start <= end)
    .toSorted((a, b) => a[0] - b[0]);

  const merged: Array<[number, number]> = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1] + 1) {
      last[1] = Math.max(last[1], end);
    } else {
      merged.push([start, end]);
    }
  }

  const segments: TitleSegment[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) {
      segments.push({ text: title.slice(cursor, start), matched: false });
    }
    segments.push({ text: title.slice(start, end + 1), matched: true });
    cursor = end + 1;
  }
  if (cursor < title.length || segments.length === 0) {
    segments.push({ text: title.slice(cursor), matched: false });
  }
  return segments;
}
