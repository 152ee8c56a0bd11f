import { type Json, call, newKadet } from '../support/accounts';
import { useSharedPlatform } from '../support/shared-platform';

const RULE = 'Interests must be 1 to 3 different letters of R, I, A, S, E, C (e.g. SIA).';
const SCORES_RULE = 'Scores must be six whole numbers from 0 to 10 in R, I, A, S, E, C order (e.g. 2,7,7,10,1,0).';

describe('career suggestions from interests (standalone)', () => {
  const p = useSharedPlatform('standalone');

  it('suggests seed careers for a Holland code, best match first, to anyone', async () => {
    const { status, body, headers } = await call(p(), 'GET', '/careers/suggestions?interests=sia&pageSize=50');
    expect(status).toBe(200);
    expect(headers.get('etag')).toBeTruthy();
    expect(body.total).toBeGreaterThan(10);
    const matches = body.items.map((c: Json) => c.match);
    expect(matches).toEqual([...matches].sort((a: number, b: number) => b - a));
    // Every suggestion shares a letter; the first ones lead with S.
    expect(body.items.every((c: Json) => /[SIA]/.test(c.interestCode) && c.match > 0)).toBe(true);
    expect(body.items[0].interestCode[0]).toBe('S');
    expect(body.items[0]).toEqual(
      expect.objectContaining({
        slug: expect.any(String),
        title: expect.any(String),
        category: expect.any(String),
        summary: expect.any(String),
      }),
    );
    const career = await call(p(), 'GET', `/careers/${body.items[0].slug}`);
    expect(career.status).toBe(200);

    const again = await call(p(), 'GET', '/careers/suggestions?interests=SIA&pageSize=50', undefined, {
      headers: { 'if-none-match': headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('ranks by the quiz scores when given, keeping all four tied areas, with fit and why for each career', async () => {
    // I, A, S and E tied at 8: the code IAS would drop Enterprising.
    const { status, body } = await call(p(), 'GET', '/careers/suggestions?interests=IAS&scores=2,8,8,8,8,0&pageSize=50');
    expect(status).toBe(200);
    expect(body.areas).toEqual(['I', 'A', 'S', 'E']);
    const second = await call(p(), 'GET', '/careers/suggestions?interests=IAS&scores=2,8,8,8,8,0&page=2&pageSize=50');
    const items = [...body.items, ...second.body.items] as Json[];
    expect(items.length).toBe(Math.min(body.total, 100));
    // The best first page is the top of the ranking: every career fitting fully comes first.
    expect(items[0].match).toBe(100);
    // Best fit first; equal fits A to Z.
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1], items[i]];
      expect(a.match > b.match || (a.match === b.match && a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) <= 0)).toBe(true);
    }
    for (const career of items) {
      expect(career.matched.length).toBeGreaterThan(0);
      // Careers sharing only a weak area, or a top one in their last place, are not suggested.
      expect(career.match).toBeGreaterThanOrEqual(25);
      expect(career.matched.every((area: string) => body.areas.includes(area) && career.interestCode.includes(area))).toBe(true);
      expect(career.fit).toBe(career.match >= 70 ? 'strong' : career.match >= 45 ? 'good' : 'fair');
    }
    // A career the tied Enterprising alone brings in is ranked, not dropped.
    const enterprising = items.filter((c) => c.matched.join('') === 'E').map((c) => c.slug);
    expect(enterprising.length).toBeGreaterThan(0);
    const byCode = await call(p(), 'GET', '/careers/suggestions?interests=IAS&pageSize=50');
    expect(byCode.body.areas).toEqual(['I', 'A', 'S']);
    const byCodeAll = [
      ...byCode.body.items,
      ...(await call(p(), 'GET', '/careers/suggestions?interests=IAS&page=2&pageSize=50')).body.items,
    ];
    expect(byCodeAll.map((c: Json) => c.slug)).not.toContain(enterprising[0]);
  });

  it('answers scores that are not six numbers 0 to 10 with 400 in the error shape', async () => {
    for (const scores of ['1,2,3', '0,11,0,0,0,0', 'a,b,c,d,e,f', '1,2,3,4,5,6,7']) {
      const { status, body } = await call(p(), 'GET', `/careers/suggestions?interests=SIA&scores=${scores}`);
      expect({ scores, status, body }).toEqual({
        scores,
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: [{ property: 'scores', constraints: [SCORES_RULE] }] },
      });
    }
  });

  it('pages the suggestions', async () => {
    const all = await call(p(), 'GET', '/careers/suggestions?interests=R&pageSize=50');
    const second = await call(p(), 'GET', '/careers/suggestions?interests=R&page=2&pageSize=3');
    expect(second.body).toMatchObject({ page: 2, pageSize: 3, total: all.body.total });
    expect(second.body.items.map((c: Json) => c.slug)).toEqual(all.body.items.slice(3, 6).map((c: Json) => c.slug));
  });

  it('answers a code that is not 1 to 3 different RIASEC letters with 400 in the error shape', async () => {
    for (const query of ['', '?interests=', '?interests=SS', '?interests=SIAE', '?interests=XYZ']) {
      const { status, body } = await call(p(), 'GET', `/careers/suggestions${query}`);
      expect({ query, status, body }).toEqual({
        query,
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: [{ property: 'interests', constraints: [RULE] }] },
      });
    }
  });

  it('documents the operation in /api/docs', async () => {
    const res = await fetch(`${p().baseUrl}/api/docs-json`);
    const doc = (await res.json()) as Json;
    expect(doc.paths['/api/v2/careers/suggestions'].get.parameters.map((x: Json) => x.name)).toEqual(
      expect.arrayContaining(['interests', 'scores', 'page', 'pageSize']),
    );
  });

  it('saves a quiz result on the profile with the code read from the scores, and removes it', async () => {
    const kadet = await newKadet(p(), `quiz${Date.now().toString(36)}`);
    const token = kadet.sessionCookie as string;
    const before = await call(p(), 'GET', '/users/me', undefined, { token });
    expect(before.body.interestResult).toBeNull();

    const scores = { R: 2, I: 7, A: 7, S: 10, E: 1, C: 0 };
    const saved = await call(
      p(),
      'PATCH',
      '/users/me',
      { interestScores: scores },
      { token, headers: { 'idempotency-key': `quiz-${Date.now()}` } },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.interestResult).toEqual({ code: 'SIA', scores, takenAt: expect.any(String) });
    const read = await call(p(), 'GET', '/users/me', undefined, { token });
    expect(read.body.interestResult).toEqual(saved.body.interestResult);

    const bad = await call(p(), 'PATCH', '/users/me', { interestScores: { ...scores, S: 11 } }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', message: [{ property: 'interestScores.S' }] });
    expect((await call(p(), 'GET', '/users/me', undefined, { token })).body.interestResult.code).toBe('SIA');

    const cleared = await call(p(), 'PATCH', '/users/me', { interestScores: null }, { token });
    expect(cleared.status).toBe(200);
    expect(cleared.body.interestResult).toBeNull();
  });

  it('keeps a result of all Dislike as an empty code', async () => {
    const kadet = await newKadet(p(), `none${Date.now().toString(36)}`);
    const zero = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
    const saved = await call(p(), 'PATCH', '/users/me', { interestScores: zero }, { token: kadet.sessionCookie });
    expect(saved.body.interestResult).toMatchObject({ code: '', scores: zero });
  });
});
