import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Events are sent with emitEvent and taken with @HandlesEvent (libs/platform/src/transport), so
 * both ends share EventMap's payload type and receivers check the payload. A raw @EventPattern or
 * `.emit(eventPattern(...))` elsewhere in the server's source fails here.
 */

const ALLOWED = new Set(['libs/platform/src/transport/handles-event.ts', 'libs/platform/src/transport/emit-event.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : sourceFiles(path);
    }
    return entry.name.endsWith('.ts') && !/\.(spec|int-spec|test)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** "file: line" for every untyped event end in the given sources. */
function untypedEventEnds(files: Array<{ path: string; source: string }>): string[] {
  return files.flatMap(({ path, source }) =>
    ALLOWED.has(path)
      ? []
      : source
          .split('\n')
          .map((line, i) => ({ line, at: `${path}:${i + 1}` }))
          .filter(({ line }) => /@EventPattern\s*\(|\.emit\s*\(\s*eventPattern\s*\(/.test(line))
          .map(({ line, at }) => `${at}: ${line.trim()}`),
  );
}

describe('typed events', () => {
  it('sends and takes every event through emitEvent and @HandlesEvent', () => {
    const files = ['services', 'libs/platform/src'].flatMap(sourceFiles).map((path) => ({ path, source: readFileSync(path, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(untypedEventEnds(files)).toEqual([]);
  });

  it('finds a raw @EventPattern and a raw emit', () => {
    const source = [
      "  @EventPattern(eventPattern('users.changed'))",
      '  handle(@Payload() event: unknown) {}',
      "  void this.client.emit(eventPattern('users.changed'), { seq: 1 });",
    ].join('\n');
    expect(untypedEventEnds([{ path: 'services/search/src/x.ts', source }])).toEqual([
      "services/search/src/x.ts:1: @EventPattern(eventPattern('users.changed'))",
      "services/search/src/x.ts:3: void this.client.emit(eventPattern('users.changed'), { seq: 1 });",
    ]);
  });
});
