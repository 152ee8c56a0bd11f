import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aChallengeDetail, aSubmission, aUserChallenge, mockVaFetch, USER_BASE, type VaCall } from '@/test-utils/apprenticeship-fixtures';
import { jsonResponse } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';

jest.setTimeout(60_000);

const toast = jest.fn(async (_kind: string, _content: string, _seconds?: number) => undefined);
jest.unstable_mockModule('@/lib/toast', () => ({ toast, TOAST_SECONDS: { default: 3, enrolmentError: 7, submission: 5 } }));
const { setUpAppTests } = await import('@/test-utils/render-app');

describe('WeekSubmitPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./week-submit-page'), () => import('./week-page')], resetLocale: true });

  beforeEach(() => {
    toast.mockClear();
  });

  function open(submit: (call: VaCall) => Response) {
    const calls = mockVaFetch((call) => {
      if (call.path === '/api/v2/virapp/challenges/ch-1') {
        return jsonResponse(200, aChallengeDetail());
      }
      if (call.path === `${USER_BASE}/weeks/wk-1/submissions`) {
        return submit(call);
      }
      if (call.path === USER_BASE) {
        return jsonResponse(200, aUserChallenge({ submissions: [aSubmission()] }));
      }
      return jsonResponse(200, []);
    });
    const app = renderApp({
      path: '/virtual-apprenticeship/ch-1/week/1/submit',
      session: aLoggedUser(),
      userPref: { cookieConsent: 'accepted' },
    });
    return { app, calls };
  }

  async function fillIn() {
    const link = await screen.findByLabelText(/^Links/);
    fireEvent.change(link, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(await screen.findByText('Enter a full link starting with http:// or https://')).toBeInTheDocument();
    fireEvent.change(link, { target: { value: 'https://figma.com/file/sign' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    fireEvent.change(link, { target: { value: 'https://drive.example.ph/old' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove https://drive.example.ph/old' }));
    fireEvent.change(screen.getByLabelText(/^Files/), {
      target: {
        files: [new File(['png'], 'sign.png', { type: 'image/png' }), new File(['pdf'], 'notes.pdf', { type: 'application/pdf' })],
      },
    });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Two options for the sign.' } });
  }

  it('sends links, files and notes, toasts success for 5 s and goes back to the week', async () => {
    const { app, calls } = open(() => jsonResponse(200, aSubmission({ id: 'sub-2', attempt: 2, reviewStatus: 'PENDING_REVIEW' })));
    expect(await screen.findByText(/This will be attempt 2\./)).toBeInTheDocument();
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(app.location()).toBe('/virtual-apprenticeship/ch-1/week/1'));
    expect(toast).toHaveBeenCalledWith('success', 'Succesfully submitted challenge.', 5);
    const call = calls.find((c) => c.method === 'PATCH') as VaCall;
    const form = call.form as FormData;
    expect(form.get('links')).toBe('["https://figma.com/file/sign"]');
    expect(form.get('notes')).toBe('Two options for the sign.');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['sign.png', 'notes.pdf']);
  });

  it('toasts the failure for 5 s and keeps what was entered', async () => {
    const { app } = open(() =>
      jsonResponse(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'files must be PDF, DOCX, PPTX, XLSX, PNG, JPEG or ZIP' }),
    );
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('files must be PDF, DOCX, PPTX, XLSX, PNG, JPEG or ZIP');
    expect(toast).toHaveBeenCalledWith('error', 'Something went wrong with your submission. Please try again.', 5);
    expect(app.location()).toBe('/virtual-apprenticeship/ch-1/week/1/submit');
    expect(screen.getByText('https://figma.com/file/sign')).toBeInTheDocument();
  });

  it('refuses an empty hand-in and a sixth file in the browser', async () => {
    const { calls } = open(() => jsonResponse(200, aSubmission()));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add a link or a file to hand in.');
    fireEvent.change(screen.getByLabelText(/^Files/), {
      target: { files: Array.from({ length: 6 }, (_, i) => new File(['x'], `${i}.pdf`, { type: 'application/pdf' })) },
    });
    expect(await screen.findByText('Attach at most 5 files.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('shows on the week page when the week opens and is due, and marks a late hand-in', async () => {
    mockVaFetch((call) => {
      if (call.path === '/api/v2/virapp/challenges/ch-1') {
        return jsonResponse(200, aChallengeDetail());
      }
      if (call.path === USER_BASE) {
        return jsonResponse(200, aUserChallenge({ submissions: [aSubmission({ late: true }), aSubmission({ id: 'sub-2', attempt: 2 })] }));
      }
      return jsonResponse(200, []);
    });
    renderApp({ path: '/virtual-apprenticeship/ch-1/week/1', session: aLoggedUser(), userPref: { cookieConsent: 'accepted' } });
    expect(await screen.findByText('Opens Jan 31, 2026')).toBeInTheDocument();
    expect(screen.getByText(/Feb 6, 2026/)).toBeInTheDocument();
    const handIns = screen.getByRole('region', { name: 'Your group’s submissions' });
    const [second, first] = within(handIns)
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.startsWith('Attempt'));
    expect(within(first).getByText('Late')).toBeInTheDocument();
    expect(within(second).queryByText('Late')).toBeNull();
  });

  it('reads in Filipino: the form, its hints and the attempt it will be', async () => {
    mockVaFetch((call) => {
      if (call.path === '/api/v2/virapp/challenges/ch-1') {
        return jsonResponse(200, aChallengeDetail());
      }
      if (call.path === USER_BASE) {
        return jsonResponse(200, aUserChallenge({ submissions: [aSubmission()] }));
      }
      return jsonResponse(200, []);
    });
    renderApp({
      path: '/virtual-apprenticeship/ch-1/week/1/submit',
      session: aLoggedUser(),
      userPref: { cookieConsent: 'accepted', language: 'fil' },
    });
    expect(await screen.findByRole('heading', { name: 'I-submit ang linggo 1' })).toBeInTheDocument();
    expect(screen.getByText('Ito ang magiging attempt 2.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Magdagdag ng link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I-submit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kanselahin' })).toBeInTheDocument();
  });
});
