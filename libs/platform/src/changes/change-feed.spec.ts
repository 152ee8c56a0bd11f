import type { ChangeEntry, ChangesReply, ChangesRequest } from '@lakbay/contracts';
import type { ServiceClient } from '../transport';
import { CHANGE_FEED_PAGE, latestChanges, pullChangeFeed } from './change-feed';

const entry = (seq: number, id: string, action: ChangeEntry['action'] = 'upserted'): ChangeEntry => ({
  seq,
  type: 'CAREER',
  id,
  action,
  document: null,
  at: '2026-01-01T00:00:00Z',
});

describe(latestChanges.name, () => {
  it('keeps the latest entry of each record after the cursor, in seq order whatever the page order', () => {
    const page = [entry(4, 'b', 'deleted'), entry(3, 'a'), entry(1, 'a'), entry(2, 'b')];
    const { entries, last } = latestChanges(page, 1);
    expect(entries.map((e) => [e.seq, e.id]).sort(([a], [b]) => Number(a) - Number(b))).toEqual([
      [3, 'a'],
      [4, 'b'],
    ]);
    expect(last).toBe(4);
  });

  it('rejects entries without an id or refused by the consumer, yet moves the cursor past them', () => {
    const { entries, rejected, last } = latestChanges([entry(5, ''), entry(6, 'x'), entry(7, 'y')], 0, (e) =>
      e.id === 'x' ? 'not for us' : undefined,
    );
    expect(entries.map((e) => e.id)).toEqual(['y']);
    expect(rejected).toEqual(['seq 5: empty id', 'seq 6: not for us']);
    expect(last).toBe(7);
  });
});

describe(pullChangeFeed.name, () => {
  // An owner whose feed holds `total` entries, one record each.
  const owner = (total: number, last = total) => {
    const asked: ChangesRequest[] = [];
    const services = {
      send: (_cmd: string, request: ChangesRequest): Promise<ChangesReply> => {
        asked.push(request);
        const changes = Array.from({ length: Math.max(0, Math.min(request.limit, total - request.after)) }, (_, i) =>
          entry(request.after + i + 1, `r${request.after + i + 1}`),
        );
        return Promise.resolve({ changes, last });
      },
    } as unknown as ServiceClient;
    return { services, asked };
  };

  const reader = (start = 0) => {
    let cursor = start;
    return {
      cursor: () => cursor,
      apply: (page: ChangeEntry[], after: number) => {
        cursor = latestChanges(page, after).last;
        return Promise.resolve(cursor);
      },
      stopped: () => false,
    };
  };

  it('pulls page after page from the cursor until the feed has nothing newer', async () => {
    const { services, asked } = owner(CHANGE_FEED_PAGE + 10);
    const feed = reader();
    expect(await pullChangeFeed(services, 'content', feed)).toEqual({ outcome: 'caught-up' });
    expect(asked.map((r) => r.after)).toEqual([0, CHANGE_FEED_PAGE]);
    expect(feed.cursor()).toBe(CHANGE_FEED_PAGE + 10);
  });

  it('reports a feed that ends below the cursor (the owner was reset) without applying anything', async () => {
    const { services } = owner(0, 3);
    const feed = { ...reader(10), apply: () => Promise.reject(new Error('must not apply')) };
    expect(await pullChangeFeed(services, 'users', feed)).toEqual({ outcome: 'reset', last: 3, after: 10 });
  });

  it('stops between pages once the consumer is shutting down', async () => {
    const { services, asked } = owner(5);
    expect(await pullChangeFeed(services, 'users', { ...reader(), stopped: () => true })).toEqual({ outcome: 'stopped' });
    expect(asked).toEqual([]);
  });
});
