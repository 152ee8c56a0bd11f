import { PlatformError } from '@lakbay/platform';
import {
  DEADLINE_PAST,
  HTTPS_ONLY,
  NOT_A_LIST,
  NOT_CSV,
  NO_ROWS,
  TOO_MANY_ROWS,
  UNKNOWN_COLUMNS,
  checkJobFile,
  readJobFile,
} from './job-import';
import { SALARY_ORDER } from './job-rules';

const NOW = new Date('2026-12-01T00:00:00Z');
const HEADER = 'title,company,location,workType,employmentType,salaryMin,salaryMax,category,description,applyUrl,deadline';
const GOOD =
  'Junior Data Analyst,Bituin Analytics,"Makati City, Metro Manila",HYBRID,FULL_TIME,"₱25,000",35000,data,Clean and chart sales data for the stores.,https://careers.example.ph/jobs/1,2027-01-15';

async function fileErrorOf(run: () => unknown): Promise<string[]> {
  try {
    await run();
  } catch (err) {
    if (err instanceof PlatformError && err.code === 'VALIDATION_FAILED') {
      return err.details?.flatMap((d) => d.constraints) ?? [];
    }
    throw err;
  }
  return [];
}

describe('job import files', () => {
  it('reads a CSV row into the posting it would save: pesos with signs and commas, a date as the end of that Manila day', async () => {
    const [row] = await checkJobFile('csv', `${HEADER}\n${GOOD}\n`, NOW);
    expect(row).toEqual({
      row: 2,
      errors: [],
      job: {
        title: 'Junior Data Analyst',
        company: 'Bituin Analytics',
        location: 'Makati City, Metro Manila',
        workType: 'HYBRID',
        employmentType: 'FULL_TIME',
        salaryMin: 25000,
        salaryMax: 35000,
        category: 'data',
        description: 'Clean and chart sales data for the stores.',
        applyUrl: 'https://careers.example.ph/jobs/1',
        deadline: '2027-01-15T15:59:00.000Z',
      },
    });
  });

  it('accepts the spreadsheet words people use: header names, category labels, "Full time", "On-site", blank salaries', async () => {
    const csv = [
      'Job Title,Company Name,Location,Work Type,Employment Type,Min Salary,Max Salary,Category,Description,Apply Link,Deadline',
      'Welder,Tanso Shipyard,Subic,On-site,Full time,,,Operations,Welding of hull blocks in the shipyard.,https://tanso.example.ph/apply,',
    ].join('\r\n');
    const [row] = await checkJobFile('csv', `\uFEFF${csv}`, NOW);
    expect(row?.errors).toEqual([]);
    expect(row?.job).toMatchObject({
      workType: 'ON_SITE',
      employmentType: 'FULL_TIME',
      category: 'operations',
      salaryMin: null,
      deadline: null,
    });
  });

  it('gives each bad row its number, its fields and their messages, in the order of the columns', async () => {
    const bad = 'X,Bituin,Makati,SOMETIMES,FULL_TIME,40000,30000,data,Too short,http://careers.example.ph/jobs/2,2026-11-01';
    const rows = await checkJobFile('csv', `${HEADER}\n${GOOD}\n${bad}\n`, NOW);
    expect(rows.map((r) => r.row)).toEqual([2, 3]);
    expect(rows[1]?.job).toBeNull();
    expect(rows[1]?.errors).toEqual([
      { property: 'title', constraints: ['Title must be 2 to 150 characters.'] },
      { property: 'workType', constraints: ['Work type must be ON_SITE, REMOTE or HYBRID.'] },
      { property: 'salaryMax', constraints: [SALARY_ORDER] },
      { property: 'description', constraints: ['Description must be 10 to 8000 characters.'] },
      { property: 'applyUrl', constraints: [HTTPS_ONLY] },
      { property: 'deadline', constraints: [DEADLINE_PAST] },
    ]);
  });

  it('says a missing required field is required, and a salary that is not a number is not one', async () => {
    const [row] = await checkJobFile('json', JSON.stringify([{ title: 'Cook', salaryMin: 'about 20k' }]), NOW);
    expect(row?.row).toBe(1);
    const fields = Object.fromEntries((row?.errors ?? []).map((e) => [e.property, e.constraints[0]]));
    expect(fields).toMatchObject({
      company: 'Company is required.',
      applyUrl: expect.stringMatching(/Apply link/),
      salaryMin: 'Lowest salary must be a whole number of pesos.',
    });
  });

  it('reads JSON arrays, numbers as numbers', async () => {
    const job = {
      title: 'Caregiver',
      company: 'Alaga Homes',
      location: 'Quezon City',
      workType: 'ON_SITE',
      employmentType: 'CONTRACT',
      salaryMin: 18000,
      salaryMax: 22000,
      category: 'community-development',
      description: 'Care for elderly residents of a home for the aged.',
      applyUrl: 'https://alaga.example.ph/careers',
    };
    const rows = await checkJobFile('json', JSON.stringify([job, job]), NOW);
    expect(rows.map((r) => [r.row, r.errors.length])).toEqual([
      [1, 0],
      [2, 0],
    ]);
  });

  it('refuses whole files that are not postings', async () => {
    expect(await fileErrorOf(() => readJobFile('csv', `${HEADER}\n"unclosed,quote\n`))).toEqual([NOT_CSV]);
    expect(await fileErrorOf(() => readJobFile('json', '{"title": "Cook"}'))).toEqual([NOT_A_LIST]);
    expect(await fileErrorOf(() => readJobFile('json', '[1, 2]'))).toEqual([NOT_A_LIST]);
    expect(await fileErrorOf(() => readJobFile('csv', `${HEADER}\n`))).toEqual([NO_ROWS]);
    expect(await fileErrorOf(() => readJobFile('csv', `title,salary\nCook,20000\n`))).toEqual([UNKNOWN_COLUMNS]);
    expect(await fileErrorOf(() => readJobFile('json', JSON.stringify(Array.from({ length: 501 }, () => ({ title: 'x' })))))).toEqual([
      TOO_MANY_ROWS,
    ]);
  });
});
