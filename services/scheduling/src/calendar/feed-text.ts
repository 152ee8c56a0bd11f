/** An iCalendar feed made ready for node-ical: lines unfolded, floating times pinned to UTC. */
export interface PreparedFeed {
  lines: string[];
  /** VEVENT components in the feed (BEGIN:VEVENT lines), overrides included. */
  eventCount: number;
}

// Date-valued properties whose floating values get a Z; VTIMEZONE observances are left
// alone because their DTSTART is local wall time by definition.
const DATED = /^(DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE)((?:;[^:]*)?):(.*)$/i;
const FLOATING = /^\d{8}T\d{6}$/;

/** Unfolds the feed's lines (RFC 5545 3.1) and pins floating date-times to UTC. */
export function prepareFeed(ics: string): PreparedFeed {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  const lines = unfolded.split(/\r?\n/).filter((line) => line.trim() !== '');
  let inTimeZone = 0;
  let eventCount = 0;
  const prepared = lines.map((line) => {
    const upper = line.trim().toUpperCase();
    if (upper === 'BEGIN:VTIMEZONE') {
      inTimeZone += 1;
    } else if (upper === 'END:VTIMEZONE') {
      inTimeZone = Math.max(0, inTimeZone - 1);
    } else if (upper === 'BEGIN:VEVENT') {
      eventCount += 1;
    }
    return inTimeZone > 0 ? line : pinFloatingToUtc(line);
  });
  return { lines: prepared, eventCount };
}

// node-ical reads a floating time (no TZID, no Z) in the host's zone, or borrows the feed's
// first VTIMEZONE: either way the answer depends on where the job runs. The platform treats
// floating times as UTC instead, so a feed reads the same on every machine.
function pinFloatingToUtc(line: string): string {
  const match = DATED.exec(line);
  if (!match) {
    return line;
  }
  const [, name = '', params = '', value = ''] = match;
  if (/;TZID=/i.test(params) || /;VALUE=(DATE|PERIOD)(;|$)/i.test(params)) {
    return line;
  }
  const values = value.split(',');
  if (!values.every((v) => FLOATING.test(v.trim()))) {
    return line;
  }
  return `${name}${params}:${values.map((v) => `${v.trim()}Z`).join(',')}`;
}

/**
 * The feed split into its VEVENT blocks and the frame around them (calendar properties,
 * VTIMEZONEs), so each event can be parsed on its own when the whole feed cannot.
 */
export function splitEvents(lines: string[]): { events: string[][]; frame: (events: string[][]) => string } {
  const outside: string[] = [];
  const events: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    const upper = line.trim().toUpperCase();
    if (current === null && upper === 'BEGIN:VEVENT') {
      current = [line];
    } else if (current !== null) {
      current.push(line);
      if (upper === 'END:VEVENT') {
        events.push(current);
        current = null;
      }
    } else {
      outside.push(line);
    }
  }
  const end = outside.findLastIndex((line) => line.trim().toUpperCase() === 'END:VCALENDAR');
  const cut = end === -1 ? outside.length : end;
  const frame = (chosen: string[][]) => [...outside.slice(0, cut), ...chosen.flat(), ...outside.slice(cut)].join('\r\n');
  return { events, frame };
}
