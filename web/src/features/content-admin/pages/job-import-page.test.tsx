import { describe, expect, it, jest } from '@jest/globals';
import type { JobImportPreview, JobImportResult } from '@lakbay/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch, type FakeServer } from '@/test-utils/fetch-mock';
import { aLoggedUser, fakeIdToken } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(60_000);

const admin = aLoggedUser({ idToken: fakeIdToken({ sub: 'admin-1', isAdmin: true }) });
const CSV = 'title,company\nJunior Data Analyst,Bituin Analytics\nX,Bituin\n';
const JOB = {
  title: 'Junior Data Analyst',
  company: 'Bituin Analytics',
  location: 'Makati City',
  workType: 'HYBRID',
  employmentType: 'FULL_TIME',
  salaryMin: 25000,
  salaryMax: 35000,
  category: 'data',
  description: 'Clean and chart sales data.',
  applyUrl: 'https://careers.example.ph/jobs/1',
  deadline: null,
} as const;
const PREVIEW: JobImportPreview = {
  rows: [
    { row: 2, job: JOB, errors: [] },
    { row: 3, job: null, errors: [{ property: 'applyUrl', constraints: ['Apply link must be an https:// address.'] }] },
  ],
  valid: 1,
  invalid: 1,
};
const RESULT: JobImportResult = { imported: 1, ids: ['00000000-0000-4000-8000-000000000001'], refused: PREVIEW.rows.slice(1) };

/** The fake server, and the Idempotency-Key of every import sent to it. */
function serve(server: FakeServer) {
  const calls = mockFetch(server);
  const keys: (string | null)[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // A copy: reading the app's request here must leave its body to the fake server.
    const request = input instanceof Request ? input.clone() : new Request(input, init);
    if (new URL(request.url).pathname === '/api/v2/admin/jobs/import') {
      keys.push(request.headers.get('Idempotency-Key'));
    }
    return inner(input, init);
  };
  return { calls, keys };
}

describe('JobImportPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./job-import-page')], resetLocale: true });

  async function chooseFile() {
    const input = await screen.findByLabelText('Choose a CSV or JSON file');
    fireEvent.change(input, { target: { files: [new File([CSV], 'openings.csv', { type: 'text/csv' })] } });
  }

  it('previews the file, shows each bad row with its error, and imports once with one key even when confirmed again', async () => {
    let imports = 0;
    const { calls, keys } = serve((call) => {
      if (call.path === '/api/v2/admin/jobs/import/preview') {
        return jsonResponse(200, PREVIEW);
      }
      if (call.path === '/api/v2/admin/jobs/import') {
        imports++;
        // The first answer is lost to a server error: the admin confirms again.
        return imports === 1
          ? jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' })
          : jsonResponse(201, RESULT);
      }
      return jsonResponse(404, {});
    });
    renderApp({ path: '/admin/content/jobs/import', session: admin });
    await chooseFile();

    expect(await screen.findByText('1 ready to import, 1 with errors (row numbers count the CSV header as row 1).')).toBeInTheDocument();
    expect(screen.getByText(/Apply link must be an https:\/\/ address\./)).toBeInTheDocument();
    expect(screen.getByText('Junior Data Analyst · Bituin Analytics · Makati City')).toBeInTheDocument();
    const preview = calls.find((c) => c.path === '/api/v2/admin/jobs/import/preview');
    expect(preview?.body).toEqual({ format: 'csv', content: CSV });
    // Nothing is imported before the admin confirms.
    expect(calls.filter((c) => c.path === '/api/v2/admin/jobs/import')).toEqual([]);

    const confirm = await screen.findByRole('button', { name: 'Import 1 posting' });
    fireEvent.click(confirm);
    await waitFor(() => expect(imports).toBeGreaterThanOrEqual(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import 1 posting' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 posting' }));

    expect(await screen.findAllByText('Imported 1 posting.')).not.toHaveLength(0);
    expect(screen.getByText('1 rows with errors were left out.')).toBeInTheDocument();
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says why a file cannot be read, and offers no import', async () => {
    serve(() =>
      jsonResponse(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: [{ property: 'content', constraints: ['The file has no postings.'] }],
      }),
    );
    renderApp({ path: '/admin/content/jobs/import', session: admin });
    await chooseFile();
    expect(await screen.findByText('The file cannot be imported')).toBeInTheDocument();
    expect(screen.getByText('The file has no postings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import / })).not.toBeInTheDocument();
  });
});
