import type { ChangeEntry, SearchDocument } from '@lakbay/contracts';
import { toBatch } from './apply-changes';

const document = (id: string, title: string): SearchDocument => ({
  type: 'CAREER',
  id,
  title,
  path: `/careers/${id}`,
  fields: { summary: 'x' },
});
const upsert = (seq: number, id: string, title: string): ChangeEntry => ({
  seq,
  type: 'CAREER',
  id,
  action: 'upserted',
  document: document(id, title),
  at: '2026-01-01T00:00:00Z',
});
const remove = (seq: number, id: string): ChangeEntry => ({
  seq,
  type: 'CAREER',
  id,
  action: 'deleted',
  document: null,
  at: '2026-01-01T00:00:00Z',
});

describe('toBatch', () => {
  it('keeps only the latest entry of each record, in seq order whatever the page order', () => {
    const batch = toBatch([upsert(3, 'a', 'Third'), upsert(1, 'a', 'First'), upsert(2, 'b', 'B'), remove(4, 'b')], 0);
    expect(batch.upserts.map((d) => d.title)).toEqual(['Third']);
    expect(batch.deletes).toEqual([{ type: 'CAREER', id: 'b' }]);
    expect(batch.last).toBe(4);
  });

  it('skips entries at or before the cursor (a page asked again)', () => {
    const batch = toBatch([upsert(1, 'a', 'Old'), upsert(5, 'b', 'New')], 1);
    expect(batch.upserts.map((d) => d.id)).toEqual(['b']);
    expect(batch.last).toBe(5);
  });

  it('removes an unpublished record (upserted with no document)', () => {
    const batch = toBatch([{ ...upsert(7, 'a', 'A'), document: null }], 0);
    expect(batch.deletes).toEqual([{ type: 'CAREER', id: 'a' }]);
  });

  it('rejects malformed entries without blocking the cursor, removing what the index held of them', () => {
    const wrongPath = { ...upsert(2, 'b', 'B'), document: { ...document('b', 'B'), path: 'careers/b' } };
    const badType = { ...upsert(3, 'c', 'C'), type: 'EVENT' } as unknown as ChangeEntry;
    const batch = toBatch([upsert(1, 'a', 'A'), wrongPath, badType], 0);
    expect(batch.upserts.map((d) => d.id)).toEqual(['a']);
    expect(batch.deletes).toEqual([{ type: 'CAREER', id: 'b' }]);
    expect(batch.rejected).toHaveLength(2);
    expect(batch.last).toBe(3);
  });

  it('keeps only non-empty text fields with plain names', () => {
    const entry = upsert(1, 'a', 'A');
    entry.document!.fields = { summary: 'Kept', empty: ' ', 'a.b': 'dotted', count: 3 as unknown as string, title: 'dup' };
    expect(toBatch([entry], 0).upserts[0]?.fields).toEqual({ summary: 'Kept' });
  });
});
