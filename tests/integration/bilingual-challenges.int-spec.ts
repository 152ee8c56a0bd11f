import { type Json, DEMO, call, enrolmentForm, login, signUp, uniqueEmail } from '../support/accounts';
import { useSharedPlatform } from '../support/shared-platform';
import { platformModes } from '../support/use-platform';

// Issue 29: the apprenticeship's challenges in English and Filipino. An admin saves both versions
// of a challenge and its weeks; the challenge list, the challenge page and the Kadet's own part (the
// todos' week texts) answer in the reader's language (Accept-Language), week by week and field by
// field falling back to English and saying so; answers say their language and vary by it.

const FIL = { 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.5' };
const EN = { 'accept-language': 'en-US,en;q=0.9' };

const DAY_MS = 24 * 3600_000;
/** A Manila day (YYYY-MM-DD) `days` from today. */
const day = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * DAY_MS).toISOString().slice(0, 10);

const week = (n: number, dueDate: string, fil?: Record<string, string>) => ({
  title: `Week ${n}: field work`,
  brief: `Everything the group does in week ${n}.`,
  tasks: [`Interview a store owner (week ${n})`],
  deliverable: 'A one-page report',
  resources: [],
  dueDate,
  ...(fil ? { fil } : {}),
});

const FIL_WEEK_1 = {
  title: 'Week 1: kilalanin ang tindahan',
  brief: 'Lahat ng gagawin ng grupo sa unang linggo.',
  deliverable: 'Isang one-page na report',
};

const challengeBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Tindahan Insights ${Math.random().toString(36).slice(2, 7)}`,
  partnerName: 'Tindahan Tech Co. (test partner)',
  partnerLogoUrl: null,
  partnerWebsite: null,
  category: 'marketing-branding',
  summary: 'Learn what sari-sari store owners need.',
  description: 'Two weeks of field work with neighbourhood stores, then a report the partner can use.',
  coverImageUrl: null,
  applicationDeadline: day(0),
  startDate: day(0),
  slots: 5,
  applicationTypes: ['INDIVIDUAL'],
  minGroupSize: 1,
  maxGroupSize: 1,
  lateDays: 0,
  weeks: [week(1, day(6), FIL_WEEK_1), week(2, day(13))],
  ...overrides,
});

describe.each(await platformModes())('Challenges in English and Filipino (%s)', (mode) => {
  // The lane's shared platform (its settings include these suites' RPC_TIMEOUT_MS and sign-up limit):
  // the challenges it writes have titles of their own, and no other suite counts challenges.
  const p = useSharedPlatform(mode);
  let admin: string;

  beforeAll(async () => {
    admin = (await login(p(), DEMO.admin)).sessionCookie;
  }, 120000);

  const asAdmin = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    call(p(), method, `/admin/virapp/challenges${path}`, body, {
      token: admin,
      headers: method === 'GET' ? headers : { 'idempotency-key': `bilingual-${Math.random().toString(36).slice(2)}`, ...headers },
    });
  const read = (path: string, headers: Record<string, string>, token?: string) => call(p(), 'GET', path, undefined, { headers, token });

  async function publishedChallenge(overrides: Record<string, unknown> = {}): Promise<Json> {
    const created = await asAdmin('POST', '', challengeBody(overrides));
    expect(created.status).toBe(201);
    const published = await asAdmin('POST', `/${created.body.challenge.id}/publish`);
    expect(published.status).toBe(200);
    return created.body;
  }

  it('saves the Filipino version with the English, answers each reader in theirs, and says where it fell back', async () => {
    const fil = {
      title: 'Mga Insight sa Tindahan',
      summary: 'Alamin kung ano ang kailangan ng mga may-ari ng sari-sari store.',
      description: 'Dalawang linggong field work kasama ang mga tindahan sa barangay, tapos isang report para sa partner.',
    };
    const saved = await publishedChallenge({ fil });
    const id = saved.challenge.id as string;
    const english = challengeBody();

    // The editor gets both versions back, a week without Filipino as null.
    const edited = await asAdmin('GET', `/${id}`);
    expect(edited.body.input.fil).toEqual(fil);
    expect(edited.body.input.weeks.map((w: Json) => w.fil)).toEqual([FIL_WEEK_1, null]);
    expect(edited.body.input.title).toMatch(/^Tindahan Insights /);

    // Alternating readers, twice: no answer of one language reaches the other.
    for (let round = 0; round < 2; round++) {
      const filipino = await read(`/virapp/challenges/${id}`, FIL);
      expect(filipino.status).toBe(200);
      expect(filipino.body).toMatchObject({ ...fil, language: 'fil', fallback: true });
      expect(filipino.body.weekList[0]).toMatchObject({ ...FIL_WEEK_1, tasks: ['Interview a store owner (week 1)'] });
      // Week 2 has no Filipino: its English is shown, and the page says it fell back.
      expect(filipino.body.weekList[1]).toMatchObject({ title: 'Week 2: field work', brief: 'Everything the group does in week 2.' });
      expect(filipino.headers.get('content-language')).toBe('fil');
      expect(filipino.headers.get('vary')).toMatch(/accept-language/i);

      const inEnglish = await read(`/virapp/challenges/${id}`, EN);
      expect(inEnglish.body).toMatchObject({ summary: english.summary, description: english.description, language: 'en', fallback: false });
      expect(inEnglish.body.title).toBe(edited.body.input.title);
      expect(inEnglish.body.weekList[0]).toMatchObject({ title: 'Week 1: field work', deliverable: 'A one-page report' });
      expect(inEnglish.headers.get('content-language')).toBe('en');
    }

    // The list: the card's texts (title, summary) are all Filipino, so no fallback.
    const cards = async (headers: Record<string, string>) =>
      ((await read('/virapp/challenges', headers)).body as Json[]).find((c) => c.id === id);
    expect(await cards(FIL)).toMatchObject({ title: fil.title, summary: fil.summary, language: 'fil', fallback: false });
    expect(await cards(EN)).toMatchObject({ title: edited.body.input.title, language: 'en', fallback: false });

    // The Kadet's own part: the todos' week texts in the reader's language.
    const kadet = await signUp(p(), { email: uniqueEmail('bilingual'), password: 'kalamansi-jeepney-42' });
    const enrolled = await call(p(), 'POST', `/users/${kadet.id}/challengesNew/${id}`, enrolmentForm(), { token: kadet.sessionCookie });
    expect(enrolled.status).toBe(201);
    const mine = await read(`/users/${kadet.id}/challengesNew/${id}`, FIL, kadet.sessionCookie);
    expect(mine.status).toBe(200);
    expect(mine.body.todos.map((t: Json) => [t.title, t.deliverable])).toEqual([
      [FIL_WEEK_1.title, FIL_WEEK_1.deliverable],
      ['Week 2: field work', 'A one-page report'],
    ]);
    expect(mine.headers.get('content-language')).toBe('fil');
    const mineEnglish = await read(`/users/${kadet.id}/challengesNew/${id}`, EN, kadet.sessionCookie);
    expect(mineEnglish.body.todos[0].title).toBe('Week 1: field work');

    // An edit that leaves the Filipino out removes it (PUT replaces the challenge whole).
    const withoutFil = challengeBody({ title: edited.body.input.title, weeks: [week(1, day(6)), week(2, day(13))] });
    const replaced = await asAdmin('PUT', `/${id}`, withoutFil);
    expect(replaced.status).toBe(200);
    expect(replaced.body.input.fil).toBeNull();
    const englishOnly = await read(`/virapp/challenges/${id}`, FIL);
    expect(englishOnly.body).toMatchObject({ title: edited.body.input.title, language: 'en', fallback: true });
  });

  it('says a challenge without Filipino fell back, and checks the Filipino texts like the English', async () => {
    const saved = await publishedChallenge({ weeks: [week(1, day(6))] });
    const filipino = await read(`/virapp/challenges/${saved.challenge.id}`, FIL);
    expect(filipino.body).toMatchObject({ summary: challengeBody().summary, language: 'en', fallback: true });
    expect(filipino.headers.get('content-language')).toBe('fil');

    const invalid = await asAdmin('POST', '', challengeBody({ fil: { summary: 'Maikli' }, weeks: [week(1, day(6), { title: 'x' })] }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toEqual([
      { property: 'fil.summary', constraints: ['Summary (Filipino) must be 10 to 300 characters.'] },
      { property: 'weeks.0.fil.title', constraints: ['Week title (Filipino) must be 2 to 150 characters.'] },
    ]);
    const inFilipino = await asAdmin('POST', '', challengeBody({ fil: { summary: 'Maikli' } }), FIL);
    expect(inFilipino.status).toBe(400);
    expect(inFilipino.body.message[0].constraints[0]).toMatch(/buod sa Filipino/);
    const notObject = await asAdmin('POST', '', challengeBody({ fil: 'Mga Insight' }));
    expect(notObject.status).toBe(400);
    expect(notObject.body.message).toEqual([
      { property: 'fil', constraints: ['The Filipino version must be an object of the texts in Filipino.'] },
    ]);
  });
});
