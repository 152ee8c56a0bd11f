import { describe, expect, it, jest } from '@jest/globals';
import type { AdminFaq } from '@lakbay/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch, type FakeServer, type RecordedCall } from '@/test-utils/fetch-mock';
import { aLoggedUser, fakeIdToken } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
// The editors hold each text twice (English and Filipino): a first render on a CI machine running
// three lanes took over 60 s.
jest.setTimeout(180_000);

// Sample Filipino strings of the test's own (issue 29: the editors edit both languages side by side).
const FAQ: AdminFaq = {
  id: '8a1e1c2a-0000-4000-8000-000000000001',
  slug: null,
  question: 'Can I book twice?',
  answer: 'Yes, one session at a time.',
  topic: 'Booking',
  position: 10,
  language: 'en',
  fallback: false,
  fil: { question: 'Puwede ba akong mag-book nang dalawang beses?', answer: 'Oo, isa-isang session.' },
  published: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const FAQ_PATH = `/api/v2/admin/faqs/${FAQ.id}`;
const admin = aLoggedUser({ idToken: fakeIdToken({ sub: 'admin-1', isAdmin: true }) });

const patches = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PATCH').map((c) => c.body as Record<string, unknown>);

describe('ContentEditPage, English and Filipino side by side', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./content-edit-page')], resetLocale: true });

  async function editFaq(onPatch: FakeServer, record: AdminFaq = FAQ) {
    const calls = mockFetch((call) =>
      call.method === 'PATCH' ? onPatch(call) : call.path === FAQ_PATH ? jsonResponse(200, record) : jsonResponse(404, {}),
    );
    renderApp({ path: `/admin/content/faqs/${FAQ.id}`, session: admin });
    await screen.findByRole('form', { name: 'Edit FAQ' });
    return calls;
  }

  const save = async () => {
    const button = await screen.findByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
  };

  it('shows each text in English beside its Filipino version, in one pair that stacks on a phone', async () => {
    await editFaq(() => jsonResponse(200, FAQ));
    const english = screen.getByLabelText('Question');
    const filipino = screen.getByLabelText('Question in Filipino');
    expect(english).toHaveValue(FAQ.question);
    expect(filipino).toHaveValue(FAQ.fil?.question);
    expect(screen.getByLabelText('Answer in Filipino')).toHaveValue(FAQ.fil?.answer);
    expect(screen.getByLabelText('Topic in Filipino')).toHaveValue('');
    // The pair is one grid (two columns from 768 px, stacked below): English first, then Filipino.
    const pair = english.closest('.bilingual');
    expect(pair).not.toBeNull();
    expect(pair).toBe(filipino.closest('.bilingual'));
    expect(pair?.compareDocumentPosition(filipino)).toBe(Node.DOCUMENT_POSITION_FOLLOWING | Node.DOCUMENT_POSITION_CONTAINED_BY);
    expect(english.compareDocumentPosition(filipino) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('saves both versions: the English fields and the Filipino texts given', async () => {
    const calls = await editFaq((call) => jsonResponse(200, { ...FAQ, ...(call.body as object) }));
    fireEvent.change(screen.getByLabelText('Answer in Filipino'), { target: { value: '  Oo, pero isa-isa lang.  ' } });
    fireEvent.change(screen.getByLabelText('Topic in Filipino'), { target: { value: 'Pag-book' } });
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'Yes, but one at a time.' } });
    await save();
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toMatchObject({
      question: FAQ.question,
      answer: 'Yes, but one at a time.',
      fil: { question: FAQ.fil?.question, answer: 'Oo, pero isa-isa lang.', topic: 'Pag-book' },
    });
  });

  it('sends no Filipino version when every Filipino field is empty (readers get the English)', async () => {
    const calls = await editFaq((call) => jsonResponse(200, { ...FAQ, ...(call.body as object) }));
    fireEvent.change(screen.getByLabelText('Question in Filipino'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Answer in Filipino'), { target: { value: ' ' } });
    await save();
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toMatchObject({ fil: null });
  });

  it('checks a Filipino text given against the English limits before sending', async () => {
    const calls = await editFaq(() => jsonResponse(200, FAQ));
    fireEvent.change(screen.getByLabelText('Question in Filipino'), { target: { value: 'Ha' } });
    await save();
    expect(await screen.findByText('Question in Filipino must be 3 to 300 characters.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });

  it("shows the server's error for a Filipino field under that field", async () => {
    await editFaq(() =>
      jsonResponse(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: [{ property: 'fil.answer', constraints: ['Answer (Filipino) must be 1 to 8000 characters.'] }],
      }),
    );
    await save();
    const error = await screen.findByText('Answer (Filipino) must be 1 to 8000 characters.');
    expect(screen.getByLabelText('Answer in Filipino').getAttribute('aria-describedby')).toContain(error.id);
  });
});
