import type { PhaseFigures, WriteLoad } from './write-load';

/** One injected fault and how the platform came back from it. */
export interface FaultRecord {
  name: string;
  beganAt: number;
  endedAt: number;
  /** When the next phase began: the fault's figures cover [beganAt, phaseEndedAt). */
  phaseEndedAt: number;
  /** Ms after the fault ended until a write sent after it was acknowledged. */
  servedAgainMs?: number;
  /** Ms after the fault ended until every process answered ready. */
  allReadyMs?: number;
}

const seconds = (ms: number | undefined) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`);

/** The figures of each phase as a table, with the reasons of the errors that were neither 2xx nor 503. */
export function faultTable(load: WriteLoad, phases: string[], faults: FaultRecord[]): string {
  const header = ['phase', 'requests', 'acknowledged', '503s', 'other errors', 'served again after', 'all ready after', 'longest gap'];
  const rows = phases.map((phase) => {
    const f: PhaseFigures = load.figures(phase);
    const fault = faults.find((x) => x.name === phase);
    return [
      phase,
      String(f.requests),
      String(f.acknowledged),
      String(f.unavailable),
      String(f.otherErrors),
      fault ? seconds(fault.servedAgainMs) : '',
      fault ? seconds(fault.allReadyMs) : '',
      fault ? seconds(load.longestGap(fault.beganAt, fault.phaseEndedAt)) : '',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  const reasons = phases
    .map((phase) => {
      const counts = new Map<string, number>();
      for (const a of load.attempts().filter((x) => x.phase === phase && x.status !== 503 && !(x.status && x.status < 300))) {
        const reason = `${a.status ?? 'no answer'} ${a.error ?? ''}`.trim();
        counts.set(reason, (counts.get(reason) ?? 0) + 1);
      }
      return counts.size ? `  ${phase}: ${[...counts].map(([r, n]) => `${r} x${n}`).join(', ')}` : '';
    })
    .filter(Boolean);
  return [line(header), ...rows.map(line), ...(reasons.length ? ['other errors:', ...reasons] : [])].join('\n');
}
