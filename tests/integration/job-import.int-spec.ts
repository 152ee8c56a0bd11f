import { randomUUID } from 'node:crypto';
import { type Answer, DEMO, type Json, call, login } from '../support/accounts';
import type { RunningPlatform } from '../support/platform';
import { useSharedPlatform } from '../support/shared-platform';
import { type PlatformMode, platformModes } from '../support/use-platform';

const HEADER = 'title,company,location,workType,employmentType,salaryMin,salaryMax,category,description,applyUrl,deadline';

function inDays(days: number): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** A CSV of two good postings (the words make them findable) and two bad ones: rows 2 and 4 good. */
function csvFile(word: string): string {
  return [
    HEADER,
    `Import Analyst ${word},Bituin Analytics,"Makati City, Metro Manila",HYBRID,FULL_TIME,25000,35000,data,Clean and chart sales data for the stores.,https://careers.example.ph/jobs/${word}-1,${inDays(30)}`,
    `Broken ${word},Bituin Analytics,Makati City,SOMETIMES,FULL_TIME,40000,30000,data,Short.,http://careers.example.ph/jobs/${word}-2,`,
    `Import Welder ${word},Tanso Shipyard,Subic,On-site,Contract,,,Operations,Welding of hull blocks in the shipyard.,https://tanso.example.ph/apply/${word},`,
    `Late ${word},Tanso Shipyard,Subic,ON_SITE,CONTRACT,,,operations,Welding of hull blocks in the shipyard.,https://tanso.example.ph/apply/${word}-late,${inDays(-3)}`,
  ].join('\n');
}

function describeJobImport(mode: PlatformMode) {
  describe(`importing job postings (${mode})`, () => {
    // The lane's shared platform: every posting it imports carries a word of its own test.
    const p = useSharedPlatform(mode);
    let admin = '';
    let kadet = '';

    beforeAll(async () => {
      [admin, kadet] = await Promise.all([login(p(), DEMO.admin), login(p(), DEMO.kadet)].map(async (u) => (await u).sessionCookie));
    }, 60000);

    const post = (
      platform: RunningPlatform,
      path: string,
      body: unknown,
      token: string,
      headers: Record<string, string> = {},
    ): Promise<Answer> => call(platform, 'POST', path, body, { token, headers });
    const adminJobs = async (word: string): Promise<Json[]> =>
      (await call(p(), 'GET', `/admin/jobs?q=${encodeURIComponent(word)}&pageSize=50`, undefined, { token: admin })).body.items;

    it('previews every row with its errors, in the reader’s language, and writes nothing', async () => {
      const word = `prev${Date.now().toString(36)}`;
      const preview = await post(p(), '/admin/jobs/import/preview', { format: 'csv', content: csvFile(word) }, admin);
      expect(preview.status).toBe(200);
      expect(preview.body).toMatchObject({ valid: 2, invalid: 2 });
      expect(preview.body.rows.map((r: Json) => [r.row, r.errors.map((e: Json) => e.property)])).toEqual([
        [2, []],
        [3, ['workType', 'salaryMax', 'description', 'applyUrl']],
        [4, []],
        [5, ['deadline']],
      ]);
      expect(preview.body.rows[2].job).toMatchObject({ workType: 'ON_SITE', employmentType: 'CONTRACT', category: 'operations' });
      expect(await adminJobs(word)).toEqual([]);

      const filipino = await post(p(), '/admin/jobs/import/preview', { format: 'csv', content: csvFile(word) }, admin, {
        'accept-language': 'fil',
      });
      const applyError = filipino.body.rows[1].errors.find((e: Json) => e.property === 'applyUrl');
      expect(applyError.constraints).toEqual(['Dapat https:// address ang link para mag-apply.']);
    });

    it('refuses files that are not postings, and anyone but an admin, with the error shape', async () => {
      const notJson = await post(p(), '/admin/jobs/import/preview', { format: 'json', content: '{"title": "Cook"}' }, admin);
      expect(notJson.status).toBe(400);
      expect(notJson.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: [{ property: 'content', constraints: [expect.stringMatching(/array of postings/)] }],
      });
      const badFormat = await post(p(), '/admin/jobs/import/preview', { format: 'xlsx', content: 'x' }, admin);
      expect(badFormat.status).toBe(400);
      expect(badFormat.body.message).toEqual([{ property: 'format', constraints: ['Format must be csv or json.'] }]);
      expect((await post(p(), '/admin/jobs/import', { format: 'csv', content: csvFile('x') }, kadet)).status).toBe(403);
      const onlyBad = await post(
        p(),
        '/admin/jobs/import',
        { format: 'csv', content: [HEADER, csvFile('y').split('\n')[2]].join('\n') },
        admin,
        {
          'idempotency-key': randomUUID(),
        },
      );
      expect(onlyBad.status).toBe(400);
      expect(onlyBad.body.message[0].property).toBe('content');
    });

    it('imports the valid rows once, as real jobs with working Apply links, even when the same key is sent again', async () => {
      const word = `imp${Date.now().toString(36)}`;
      const key = randomUUID();
      const body = { format: 'csv', content: csvFile(word) };
      const first = await post(p(), '/admin/jobs/import', body, admin, { 'idempotency-key': key });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ imported: 2 });
      expect(first.body.ids).toHaveLength(2);
      expect(first.body.refused.map((r: Json) => r.row)).toEqual([3, 5]);

      const again = await post(p(), '/admin/jobs/import', body, admin, { 'idempotency-key': key });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      const saved = await adminJobs(word);
      expect(saved).toHaveLength(2);

      // Public: listed, not samples, Apply going to the posting's own https address.
      const listed = (await call(p(), 'GET', `/jobs?q=${encodeURIComponent(word)}&pageSize=50`)).body.items;
      expect(listed.map((j: Json) => j.title).sort()).toEqual([`Import Analyst ${word}`, `Import Welder ${word}`]);
      for (const job of listed) {
        expect(job.isSample).toBe(false);
        expect(job.applyUrl).toMatch(new RegExp(`^https://[a-z.]+example\\.ph/.+${word}`));
      }
      const analyst = listed.find((j: Json) => j.title.startsWith('Import Analyst'));
      expect(analyst).toMatchObject({ salaryMin: 25000, salaryMax: 35000, workType: 'HYBRID', category: 'data' });

      // A new key is a new import.
      const other = await post(p(), '/admin/jobs/import', body, admin, { 'idempotency-key': randomUUID() });
      expect(other.body.imported).toBe(2);
      expect(await adminJobs(word)).toHaveLength(4);
    });
  });
}

for (const mode of await platformModes()) {
  describeJobImport(mode);
}
