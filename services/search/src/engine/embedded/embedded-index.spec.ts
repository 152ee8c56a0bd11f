import type { SearchDocument } from '@lakbay/contracts';
import { EmbeddedIndex } from './embedded-index';

const doc = (id: string, title: string, fields: Record<string, string> = {}, type: SearchDocument['type'] = 'CAREER'): SearchDocument => ({
  type,
  id,
  title,
  path: `/x/${id}`,
  fields,
});

describe('EmbeddedIndex', () => {
  it('ranks by words matched, then typos, then title over other fields, then exact words over prefixes', () => {
    const index = new EmbeddedIndex();
    index.upsert(doc('typo', 'Data Analysts Team'));
    index.upsert(doc('one-word', 'Data Scientist'));
    index.upsert(doc('both', 'Senior Data Analyst'));
    index.upsert(doc('field', 'Numbers person', { summary: 'data analyst' }));
    const order = index.search({ q: 'data analyst', limit: 10 }).map((h) => h.document.id);
    // 'Analysts' matches the last word as a prefix, which ranks below the exact 'Analyst'.
    expect(order.slice(0, 2)).toEqual(['both', 'typo']);
    expect(order.indexOf('field')).toBeGreaterThan(order.indexOf('typo'));
    expect(order.at(-1)).toBe('one-word');
  });

  it('prefers shorter titles when everything else is equal', () => {
    const index = new EmbeddedIndex();
    index.upsert(doc('long', 'Nurse Educator Program Lead'));
    index.upsert(doc('short', 'Nurse'));
    expect(index.search({ q: 'nurse', limit: 2 }).map((h) => h.document.id)).toEqual(['short', 'long']);
  });

  it('treats the last word as complete when the query ends with a space', () => {
    const index = new EmbeddedIndex();
    index.upsert(doc('a', 'Software Engineer'));
    expect(index.search({ q: 'soft', limit: 5 })).toHaveLength(1);
    expect(index.search({ q: 'soft ', limit: 5 })).toHaveLength(0);
  });

  it('highlights only the typed part of a word matched as a prefix', () => {
    const index = new EmbeddedIndex();
    index.upsert(doc('a', 'Software Engineer'));
    expect(index.search({ q: 'engineer soft', limit: 5 })[0]?.matches).toEqual([
      {
        key: 'title',
        value: 'Software Engineer',
        indices: [
          [0, 3],
          [9, 16],
        ],
      },
    ]);
  });

  it('forgets deleted documents, also after compaction rebuilt the postings', () => {
    const index = new EmbeddedIndex();
    for (let i = 0; i < 3000; i++) {
      index.upsert(doc(`d${i}`, `Career number ${i}`));
    }
    for (let i = 0; i < 2000; i++) {
      index.delete(`CAREER-d${i}`);
    }
    expect(index.size).toBe(1000);
    const hits = index.search({ q: 'career', limit: 50 });
    expect(hits).toHaveLength(50);
    expect(hits.every((h) => Number(h.document.id.slice(1)) >= 2000)).toBe(true);
    expect(index.search({ q: '1999', limit: 5 })).toEqual([]);
    expect(index.search({ q: '2999', limit: 5 }).map((h) => h.document.id)).toEqual(['d2999']);
  });

  it('keeps the best k of the full ranking, one per title, whatever k', () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    const words = ['data', 'design', 'nurse', 'career', 'talk', 'analyst', 'manila', 'cebu', 'software', 'engineer'];
    const pick = () => words[Math.floor(random() * words.length)];
    const index = new EmbeddedIndex();
    for (let i = 0; i < 2000; i++) {
      // Few distinct titles: many duplicates and many ties.
      index.upsert(doc(`d${i}`, `${pick()} ${pick()}`, { summary: `${pick()} ${pick()} ${pick()}` }));
    }
    for (const q of ['data', 'nurse talk', 'engin', 'career desig', 'cebu manila data']) {
      const all = index.search({ q, limit: 10000 }).map((h) => h.document.id);
      const titles = index.search({ q, limit: 10000 }).map((h) => h.document.title.toLowerCase());
      expect(new Set(titles).size).toBe(titles.length);
      for (const k of [1, 5, 15, 40]) {
        expect(index.search({ q, limit: k }).map((h) => h.document.id)).toEqual(all.slice(0, k));
      }
    }
  });

  it('answers nothing for a query without words', () => {
    const index = new EmbeddedIndex();
    index.upsert(doc('a', 'Nurse'));
    expect(index.search({ q: ' ,.- ', limit: 5 })).toEqual([]);
  });
});
