import { DEMO, type Json, call, login } from '../support/accounts';
import { eventually } from '../support/eventually';
import { useSharedPlatform } from '../support/shared-platform';
import { type PlatformMode, platformModes } from '../support/use-platform';

// Issue 29: content records in English and Filipino. An admin saves both versions; the API answers
// in the reader's language (Accept-Language), field by field falling back to English and saying so;
// the BFF's read cache never hands one language's answer to the other; search finds a record by a
// word of its Filipino text. Sample Filipino strings only: the seeded texts are another task's.

const FIL = { 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.5' };
const EN = { 'accept-language': 'en-US,en;q=0.9' };

/** Letters only, so the word is one search token nobody else uses. */
function uniqueWord(prefix: string): string {
  const letters = Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${prefix}${letters}`;
}

function careerInput(title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    category: 'research',
    summary: 'Studies how mangrove forests protect coastal towns from storm surges.',
    dayInTheLife: 'Field plots in the morning, data in the afternoon.',
    keyTasks: ['Measure mangrove growth', 'Write reports'],
    skills: { hard: ['Field sampling'], soft: ['Patience'] },
    education: { shsStrands: ['STEM'], collegeCourses: ['BS Forestry'], tesdaCertificates: [] },
    salary: null,
    outlook: 'Growing with climate adaptation work.',
    published: true,
    ...extra,
  };
}

function describeBilingual(mode: PlatformMode) {
  describe(`content in English and Filipino (${mode})`, () => {
    let admin = '';
    const created: string[] = [];
    // Registered before the platform's own afterAll (which stops a platform started for this suite): hooks run in order.
    afterAll(async () => {
      for (const path of created) {
        await api('DELETE', path, { token: admin });
      }
    });
    const p = useSharedPlatform(mode);
    const api = (method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; token?: string } = {}) =>
      call(p(), method, path, options.body, { headers: options.headers, token: options.token });

    beforeAll(async () => {
      admin = (await login(p(), DEMO.admin)).sessionCookie;
    }, 60_000);

    async function create(kind: string, body: unknown): Promise<Json> {
      const answer = await api('POST', `/admin/${kind}`, { token: admin, body });
      expect(answer.status).toBe(201);
      created.push(`/admin/${kind}/${answer.body.id}`);
      return answer.body;
    }

    it('answers a career in the reader’s language, says when it fell back, and never mixes the cached answers', async () => {
      const word = uniqueWord('bakawan');
      const title = `Mangrove Ecologist ${word}`;
      const fil = {
        title: `Ekologo ng Bakawan ${word}`,
        summary: `Pinag-aaralan kung paano pinoprotektahan ng ${word} ang mga bayan sa baybayin.`,
        dayInTheLife: 'Sa umaga nasa field, sa hapon nasa data.',
        keyTasks: ['Sukatin ang paglaki ng bakawan', 'Magsulat ng ulat'],
        skills: { hard: ['Field sampling'], soft: ['Pasensya'] },
        outlook: 'Lumalago kasabay ng climate adaptation.',
      };
      const career = await create('careers', careerInput(title, { fil }));
      expect(career.fil).toEqual(fil);
      expect(career.title).toBe(title);

      // Warm both answers in turn, twice, so the second of each comes from the BFF's cache.
      for (let round = 0; round < 2; round++) {
        const filipino = await api('GET', `/careers/${career.slug}`, { headers: FIL });
        expect(filipino.status).toBe(200);
        expect(filipino.body).toMatchObject({ ...fil, language: 'fil', fallback: false, education: { collegeCourses: ['BS Forestry'] } });
        expect(filipino.headers.get('content-language')).toBe('fil');
        expect(filipino.headers.get('vary')).toMatch(/accept-language/i);

        const english = await api('GET', `/careers/${career.slug}`, { headers: EN });
        expect(english.body).toMatchObject({ title, summary: careerInput(title).summary, language: 'en', fallback: false });
        expect(english.headers.get('content-language')).toBe('en');
        expect(english.headers.get('etag')).not.toBe(filipino.headers.get('etag'));

        // A browser holding the English answer's tag, now reading in Filipino, gets the Filipino body.
        const switched = await api('GET', `/careers/${career.slug}`, {
          headers: { ...FIL, 'if-none-match': english.headers.get('etag') as string },
        });
        expect(switched.status).toBe(200);
        expect(switched.body.title).toBe(fil.title);
        const same = await api('GET', `/careers/${career.slug}`, {
          headers: { ...FIL, 'if-none-match': filipino.headers.get('etag') as string },
        });
        expect(same.status).toBe(304);
      }

      // Lists too: the summary in the reader's language.
      const listed = (headers: Record<string, string>) =>
        api('GET', `/careers?q=${encodeURIComponent(word)}`, { headers }).then((a) => a.body.items as Json[]);
      expect(await listed(FIL)).toEqual([expect.objectContaining({ title: fil.title, summary: fil.summary, language: 'fil' })]);
      expect(await listed(EN)).toEqual([expect.objectContaining({ title, language: 'en', fallback: false })]);

      // An admin's edit reaches both languages' readers at once.
      const edited = await api('PATCH', `/admin/careers/${career.id}`, {
        token: admin,
        body: { fil: { ...fil, title: `Bagong Pamagat ${word}` } },
      });
      expect(edited.status).toBe(200);
      expect((await api('GET', `/careers/${career.slug}`, { headers: FIL })).body.title).toBe(`Bagong Pamagat ${word}`);
      expect((await api('GET', `/careers/${career.slug}`, { headers: EN })).body.title).toBe(title);

      // Search finds it by a word only in its Filipino summary.
      await eventually(
        'the career found by its Filipino word',
        async () =>
          expect((await api('GET', `/search?q=${word}`)).body).toContainEqual(
            expect.objectContaining({ type: 'CAREER', path: `/careers/${career.slug}` }),
          ),
        { timeoutMs: 15_000, intervalMs: 250 },
      );
    });

    it('answers a record without Filipino in English with the fallback said, and a partial one field by field', async () => {
      const english = await create('careers', careerInput(`Coastal Planner ${uniqueWord('x')}`));
      const none = await api('GET', `/careers/${english.slug}`, { headers: FIL });
      expect(none.body).toMatchObject({ title: english.title, language: 'en', fallback: true });
      expect((await api('GET', `/careers/${english.slug}`, { headers: EN })).body).toMatchObject({ language: 'en', fallback: false });

      const partial = await create('careers', careerInput(`Tide Analyst ${uniqueWord('x')}`, { fil: { title: 'Tagasuri ng Tubig' } }));
      expect((await api('GET', `/careers/${partial.slug}`, { headers: FIL })).body).toMatchObject({
        title: 'Tagasuri ng Tubig',
        summary: partial.summary,
        language: 'fil',
        fallback: true,
      });
    });

    it('answers FAQs in the reader’s language', async () => {
      const question = `Can I book twice? ${uniqueWord('q')}`;
      const faq = await create('faqs', {
        question,
        answer: 'Yes, one session at a time.',
        published: true,
        fil: { question: 'Puwede ba akong mag-book nang dalawang beses?', answer: 'Oo, isang session kada booking.' },
      });
      const find = async (headers: Record<string, string>) =>
        ((await api('GET', '/faqs', { headers })).body as Json[]).find((f) => f.id === faq.id);
      expect(await find(FIL)).toMatchObject({
        question: 'Puwede ba akong mag-book nang dalawang beses?',
        topic: 'General',
        language: 'fil',
        fallback: true,
      });
      expect(await find(EN)).toMatchObject({ question, language: 'en', fallback: false });
    });

    it('answers events, and the reader’s own registrations, in the reader’s language', async () => {
      const start = new Date(Date.now() + 12 * 24 * 3600 * 1000);
      const event = await create('events', {
        title: `Portfolio Night ${uniqueWord('e')}`,
        description: 'Bring your work and get feedback.',
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + 2 * 3600 * 1000).toISOString(),
        format: 'ONLINE',
        onlineUrl: 'https://meet.example.com/x',
        published: true,
        fil: { title: 'Gabi ng Portfolio', description: 'Dalhin ang gawa mo at humingi ng puna.' },
      });
      expect((await api('GET', `/events/${event.id}`, { headers: FIL })).body).toMatchObject({
        title: 'Gabi ng Portfolio',
        description: 'Dalhin ang gawa mo at humingi ng puna.',
        language: 'fil',
        fallback: false,
      });
      expect((await api('GET', `/events/${event.id}`, { headers: EN })).body).toMatchObject({ title: event.title, language: 'en' });

      expect((await api('POST', `/events/${event.id}/registration`, { token: admin, body: {} })).status).toBe(200);
      try {
        const mine = async (headers: Record<string, string>) =>
          ((await api('GET', '/my/event-registrations', { token: admin, headers })).body as Json[]).find((r) => r.eventId === event.id);
        expect((await mine(FIL))?.event).toMatchObject({ title: 'Gabi ng Portfolio', language: 'fil' });
        expect((await mine(EN))?.event).toMatchObject({ title: event.title, language: 'en' });
      } finally {
        await api('DELETE', `/events/${event.id}/registration`, { token: admin });
      }
    });

    it('validates the Filipino version like the English one', async () => {
      const invalid = await api('POST', '/admin/careers', {
        token: admin,
        body: careerInput('Reef Planner', { fil: { summary: 'maikli', keyTasks: 'lahat' } }),
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toEqual([
        { property: 'fil.summary', constraints: ['Summary (Filipino) must be 10 to 600 characters.'] },
        { property: 'fil.keyTasks', constraints: ['Key tasks (Filipino) must be a list.'] },
      ]);
      const notObject = await api('POST', '/admin/faqs', { token: admin, body: { question: 'Why?', answer: 'Because.', fil: 'Bakit?' } });
      expect(notObject.status).toBe(400);
    });
  });
}

for (const mode of await platformModes()) {
  describeBilingual(mode);
}
