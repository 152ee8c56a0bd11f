import {
  CAREER_CATEGORIES,
  type FieldError,
  type JobImportFormat,
  type JobImportRow,
  type JobInput,
  MAX_JOB_IMPORT_ROWS,
} from '@lakbay/contracts';
import { JobDto } from '@lakbay/contracts/content.dto';
import { PlatformError, refusedFields } from '@lakbay/platform';
import { parse } from 'csv-parse/sync';
import { SALARY_ORDER, salaryOutOfOrder } from './job-rules';

/** The columns of an import file (CSV header or JSON keys), in the order the template has them. */
export const JOB_IMPORT_COLUMNS = [
  'title',
  'company',
  'location',
  'workType',
  'employmentType',
  'salaryMin',
  'salaryMax',
  'category',
  'description',
  'applyUrl',
  'deadline',
] as const;
type Column = (typeof JOB_IMPORT_COLUMNS)[number];

export const NOT_CSV = 'The file is not valid CSV. Check the quotes, and that every row has as many columns as the header.';
export const NOT_JSON = 'The file is not valid JSON. Save it as an array of postings, each an object with the template’s fields.';
export const NOT_A_LIST = 'The JSON file must be an array of postings, each an object with the template’s fields.';
export const NO_ROWS = 'The file has no postings.';
export const TOO_MANY_ROWS = `The file has more than ${MAX_JOB_IMPORT_ROWS} postings. Split it into smaller files.`;
export const UNKNOWN_COLUMNS =
  'The file has columns that are not job fields. Use the template’s columns: title, company, location, workType, employmentType, salaryMin, salaryMax, category, description, applyUrl, deadline.';
export const HTTPS_ONLY = 'Apply link must be an https:// address.';
export const DEADLINE_PAST = 'Deadline must be in the future.';

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Header names an admin's spreadsheet may use for each column, squashed (case, spaces, _ and - ignored). */
const COLUMN_OF = new Map<string, Column>([
  ...JOB_IMPORT_COLUMNS.map((c) => [squash(c), c] as const),
  ['jobtitle', 'title'],
  ['position', 'title'],
  ['employer', 'company'],
  ['companyname', 'company'],
  ['city', 'location'],
  ['setup', 'workType'],
  ['worksetup', 'workType'],
  ['jobtype', 'employmentType'],
  ['minsalary', 'salaryMin'],
  ['salaryfrom', 'salaryMin'],
  ['maxsalary', 'salaryMax'],
  ['salaryto', 'salaryMax'],
  ['apply', 'applyUrl'],
  ['applylink', 'applyUrl'],
  ['url', 'applyUrl'],
  ['link', 'applyUrl'],
  ['closingdate', 'deadline'],
]);

const CATEGORY_OF = new Map<string, string>(
  CAREER_CATEGORIES.flatMap((c) => [
    [squash(c.key), c.key],
    [squash(c.label), c.key],
  ]),
);

const fileError = (message: string) => PlatformError.validation([{ property: 'content', constraints: [message] }]);

/** The file's postings as records by column, with their row numbers; 400 for a file that is not one. */
export function readJobFile(format: JobImportFormat, content: string): { row: number; record: Partial<Record<Column, unknown>> }[] {
  const text = content.replace(/^\uFEFF/, '');
  let records: Record<string, unknown>[];
  let firstRow: number;
  if (format === 'csv') {
    try {
      records = parse(text, { columns: true, skip_empty_lines: true, trim: true, relax_column_count: false }) as Record<string, string>[];
    } catch {
      throw fileError(NOT_CSV);
    }
    // Row 1 is the header, as a spreadsheet numbers it.
    firstRow = 2;
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw fileError(NOT_JSON);
    }
    if (!Array.isArray(parsed) || !parsed.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
      throw fileError(NOT_A_LIST);
    }
    records = parsed as Record<string, unknown>[];
    firstRow = 1;
  }
  if (records.length === 0) {
    throw fileError(NO_ROWS);
  }
  if (records.length > MAX_JOB_IMPORT_ROWS) {
    throw fileError(TOO_MANY_ROWS);
  }
  const names = new Set(records.flatMap((r) => Object.keys(r)));
  if ([...names].some((name) => !COLUMN_OF.has(squash(name)))) {
    throw fileError(UNKNOWN_COLUMNS);
  }
  return records.map((r, i) => {
    const record: Partial<Record<Column, unknown>> = {};
    for (const [name, value] of Object.entries(r)) {
      record[COLUMN_OF.get(squash(name)) as Column] = value;
    }
    return { row: firstRow + i, record };
  });
}

const HOUR_MS = 3600 * 1000;

/** A cell as the posting's value: text trimmed, empty as absent; numbers, dates and choices read leniently. */
function candidate(record: Partial<Record<Column, unknown>>): Record<string, unknown> {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  const out: Record<string, unknown> = {};
  for (const column of JOB_IMPORT_COLUMNS) {
    const value = text(record[column]);
    if (blank(value)) {
      if (column === 'salaryMin' || column === 'salaryMax' || column === 'deadline') {
        out[column] = null;
      }
      continue;
    }
    switch (column) {
      case 'salaryMin':
      case 'salaryMax': {
        // "₱25,000" and "25000" alike; anything else stays as written for the field's own message.
        const digits = typeof value === 'string' ? value.replace(/^(₱|PHP|P)\s*/i, '').replace(/,/g, '') : value;
        out[column] = typeof digits === 'string' && /^-?\d+(\.\d+)?$/.test(digits) ? Number(digits) : digits;
        break;
      }
      case 'workType':
      case 'employmentType':
        out[column] = typeof value === 'string' ? value.toUpperCase().replace(/[\s-]+/g, '_') : value;
        break;
      case 'category':
        out[column] = typeof value === 'string' ? (CATEGORY_OF.get(squash(value)) ?? value) : value;
        break;
      case 'deadline':
        // A date alone is the end of that day in Manila (UTC+8).
        out[column] =
          typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
            ? new Date(Date.parse(`${value}T23:59:00Z`) - 8 * HOUR_MS).toISOString()
            : value;
        break;
      case 'title':
      case 'company':
      case 'location':
      case 'description':
      case 'applyUrl':
        out[column] = value;
    }
  }
  return out;
}

/** Checks one posting as the admin form's save would, and the import's own rules (https, future deadline). */
export async function checkJobRow(row: number, record: Partial<Record<Column, unknown>>, now: Date): Promise<JobImportRow> {
  const values = candidate(record);
  const errors: FieldError[] = await refusedFields(JobDto, values);
  const add = (property: string, constraint: string) => {
    if (!errors.some((e) => e.property === property)) {
      errors.push({ property, constraints: [constraint] });
    }
  };
  if (typeof values.applyUrl === 'string' && !/^https:\/\//i.test(values.applyUrl)) {
    add('applyUrl', HTTPS_ONLY);
  }
  if (salaryOutOfOrder(values.salaryMin, values.salaryMax)) {
    add('salaryMax', SALARY_ORDER);
  }
  if (typeof values.deadline === 'string' && Date.parse(values.deadline) <= now.getTime()) {
    add('deadline', DEADLINE_PAST);
  }
  const order = (property: string) => JOB_IMPORT_COLUMNS.indexOf(property as Column);
  errors.sort((a, b) => order(a.property) - order(b.property));
  return { row, job: errors.length === 0 ? (values as unknown as JobInput) : null, errors };
}

/** Every posting of the file, checked. */
export async function checkJobFile(format: JobImportFormat, content: string, now = new Date()): Promise<JobImportRow[]> {
  const rows: JobImportRow[] = [];
  for (const { row, record } of readJobFile(format, content)) {
    rows.push(await checkJobRow(row, record, now));
  }
  return rows;
}
