import type { SearchDocument } from '@lakbay/contracts';
import { INDEX_SETTINGS, type SearchEngine } from '../search-engine';

export interface EngineUnderTest {
  engine: SearchEngine;
  /** Removes what the engine created (indexes, folders). */
  dispose(): Promise<void>;
}

const career = (id: string, title: string, fields: Record<string, string> = {}): SearchDocument => ({
  type: 'CAREER',
  id,
  title,
  path: `/careers/${id}`,
  fields,
});

const DOCUMENTS: SearchDocument[] = [
  career('software-engineer', 'Software Engineer', { category: 'Data', summary: 'Builds and maintains software products.' }),
  career('data-analyst', 'Data Analyst', { category: 'Data', summary: 'Turns numbers into decisions.' }),
  career('nurse', 'Nurse', { category: 'Operations', summary: 'Cares for patients in hospitals.' }),
  career('brand-manager', 'Brand Manager', {
    category: 'Brand Management',
    summary: 'Keeps a brand consistent; works with nurses on health campaigns.',
  }),
  career('public-school-teacher', 'Public School Teacher', { category: 'Community Development', summary: 'Teaches in a public school.' }),
  career('police-officer', 'Police Officer', { category: 'Operations', summary: 'Keeps the peace in a city.' }),
  career('customer-service-representative', 'Customer Service Representative', {
    category: 'Operations',
    summary: 'Answers calls and chats.',
  }),
  {
    type: 'VIDEO',
    id: 'v-1',
    title: 'A day in the life of a Graphic Designer',
    path: '/videos?v=v-1',
    fields: { speaker: 'Ana Reyes', description: 'Portfolio tips for students in Cebu.' },
  },
  {
    type: 'COACH',
    id: 'c-1',
    title: 'Santo Niño Cruz',
    path: '/coaches/santo-nino-cruz',
    fields: { headline: 'Senior Software Engineer at GCash', expertise: 'Data, Design' },
  },
];

/**
 * The behaviour both search engines must show. Runs against the embedded engine always and against
 * Meilisearch when MEILI_URL points at a server.
 */
export function describeSearchEngineContract(name: string, create: () => Promise<EngineUnderTest>): void {
  describe(`search engine contract: ${name}`, () => {
    let subject: EngineUnderTest;
    let engine: SearchEngine;

    beforeEach(async () => {
      subject = await create();
      engine = subject.engine;
      await engine.open(INDEX_SETTINGS);
      await engine.clear();
      await engine.upsert(DOCUMENTS);
    });

    afterEach(async () => {
      await engine.close();
      await subject.dispose();
    });

    const titles = async (q: string, limit = 10) => (await engine.search({ q, limit })).map((h) => h.document.title);

    it('finds a record by a word of its title and says where the word is', async () => {
      const [hit] = await engine.search({ q: 'nurse', limit: 5 });
      expect(hit?.document).toEqual(DOCUMENTS[2]);
      expect(hit?.matches[0]).toEqual({ key: 'title', value: 'Nurse', indices: [[0, 4]] });
    });

    it('tolerates typos: "sofware enginer" finds Software Engineer first', async () => {
      const [hit] = await engine.search({ q: 'sofware enginer', limit: 5 });
      expect(hit?.document.title).toBe('Software Engineer');
      expect(hit?.matches[0]).toEqual({
        key: 'title',
        value: 'Software Engineer',
        indices: [
          [0, 7],
          [9, 16],
        ],
      });
    });

    it('matches the last word as a prefix while the user types: "soft" finds Software Engineer', async () => {
      const hits = await engine.search({ q: 'soft', limit: 5 });
      expect(hits[0]?.document.title).toBe('Software Engineer');
      const title = hits[0]?.matches.find((m) => m.key === 'title');
      expect(title?.indices[0]?.[0]).toBe(0);
      expect(await titles('softw')).toContain('Software Engineer');
    });

    it('does not accept typos in short words (under 5 letters)', async () => {
      expect(await titles('nuse')).not.toContain('Nurse');
    });

    it('ranks a title match above a match in another field', async () => {
      const found = await titles('nurse');
      expect(found[0]).toBe('Nurse');
    });

    it('searches the other fields and names the field that matched', async () => {
      const [hit] = await engine.search({ q: 'patients', limit: 5 });
      expect(hit?.document.title).toBe('Nurse');
      expect(hit?.matches).toEqual([{ key: 'summary', value: 'Cares for patients in hospitals.', indices: [[10, 17]] }]);
    });

    it('finds a record by a word only in its Filipino fields (issue 29), naming that field', async () => {
      await engine.upsert([
        career('seafarer', 'Seafarer', {
          summary: 'Works on ships that carry cargo and people.',
          filSummary: 'Nagtatrabaho sa barkong nagdadala ng kargamento at pasahero.',
        }),
      ]);
      const [hit] = await engine.search({ q: 'kargamento', limit: 5 });
      expect(hit?.document.title).toBe('Seafarer');
      expect(hit?.matches.map((m) => m.key)).toEqual(['filSummary']);
      expect(await titles('cargo')).toContain('Seafarer');
    });

    it('folds accents and gives character positions in text with them', async () => {
      const [hit] = await engine.search({ q: 'nino', limit: 5 });
      expect(hit?.document.title).toBe('Santo Niño Cruz');
      expect(hit?.matches[0]).toEqual({ key: 'title', value: 'Santo Niño Cruz', indices: [[6, 9]] });
    });

    it('replaces a record upserted again with the same type and id', async () => {
      await engine.upsert([career('nurse', 'Registered Nurse', { summary: 'Cares for patients.' })]);
      expect(await engine.count()).toBe(DOCUMENTS.length);
      const found = await titles('nurse');
      expect(found).toContain('Registered Nurse');
      expect(found).not.toContain('Nurse');
    });

    it('keeps records of different types with the same id apart', async () => {
      await engine.upsert([{ type: 'VIDEO', id: 'nurse', title: 'Nurse stories', path: '/videos?v=nurse', fields: {} }]);
      expect(await engine.count()).toBe(DOCUMENTS.length + 1);
      expect(await titles('nurse')).toEqual(expect.arrayContaining(['Nurse', 'Nurse stories']));
    });

    it('deletes records, and ignores unknown ones', async () => {
      await engine.delete([
        { type: 'CAREER', id: 'nurse' },
        { type: 'CAREER', id: 'never-indexed' },
      ]);
      expect(await engine.count()).toBe(DOCUMENTS.length - 1);
      expect(await titles('nurse')).not.toContain('Nurse');
    });

    it('keeps one hit per title, case and surrounding spaces aside: the best ranked', async () => {
      await engine.upsert([
        { type: 'VIDEO', id: 'dup-1', title: 'nurse ', path: '/videos?v=dup-1', fields: { description: 'A nurse talks.' } },
        { type: 'COACH', id: 'dup-2', title: 'NURSE', path: '/coaches/dup-2', fields: {} },
      ]);
      const hits = await engine.search({ q: 'nurse', limit: 10 });
      const nurses = hits.filter((h) => h.document.title.trim().toLowerCase() === 'nurse');
      expect(nurses).toHaveLength(1);
      expect(await engine.count()).toBe(DOCUMENTS.length + 2);
      // Once the first is gone, another record with that title is found again.
      await engine.delete([{ type: 'CAREER', id: 'nurse' }]);
      const after = (await engine.search({ q: 'nurse', limit: 10 })).filter((h) => h.document.title.trim().toLowerCase() === 'nurse');
      expect(after).toHaveLength(1);
      expect(after[0]?.document.id).not.toBe('nurse');
    });

    it('filters by type', async () => {
      const hits = await engine.search({ q: 'software', limit: 10, types: ['COACH'] });
      expect(hits.map((h) => h.document.type)).toEqual(['COACH']);
    });

    it('returns at most limit hits', async () => {
      expect((await engine.search({ q: 'data', limit: 1 })).length).toBe(1);
      expect((await engine.search({ q: 'data', limit: 10 })).length).toBeGreaterThan(1);
    });

    it('understands Filipino and Taglish career words (synonyms.ts), as well as the English ones', async () => {
      expect((await titles('guro'))[0]).toBe('Public School Teacher');
      expect((await titles('nars'))[0]).toBe('Nurse');
      expect((await titles('inhinyero'))[0]).toBe('Software Engineer');
      expect((await titles('pulis'))[0]).toBe('Police Officer');
      expect((await titles('call center'))[0]).toBe('Customer Service Representative');
      // The synonym's words are highlighted, and the rest of the query still counts.
      const [hit] = await engine.search({ q: 'nars', limit: 5 });
      expect(hit?.matches[0]).toEqual({ key: 'title', value: 'Nurse', indices: [[0, 4]] });
      expect((await titles('software inhinyero'))[0]).toBe('Software Engineer');
      // One-way: an English word does not bring Filipino ones, and unknown words find nothing.
      expect(await titles('teacher')).toEqual(['Public School Teacher']);
      expect(await titles('guroo')).toEqual([]);
    });

    it('keeps cursors with the index, merging saves', async () => {
      expect(await engine.cursors()).toEqual({});
      await engine.saveCursors({ content: 7 });
      await engine.saveCursors({ users: 3 });
      await engine.saveCursors({ content: 9 });
      expect(await engine.cursors()).toEqual({ content: 9, users: 3 });
    });

    it('clears documents and cursors together', async () => {
      await engine.saveCursors({ content: 4 });
      await engine.clear();
      expect(await engine.count()).toBe(0);
      expect(await engine.cursors()).toEqual({});
      expect(await engine.search({ q: 'nurse', limit: 5 })).toEqual([]);
    });
  });
}
