import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aChallengeDetail, aUserChallenge, mockVaFetch, notEnrolled, USER_BASE, type VaCall } from '@/test-utils/apprenticeship-fixtures';
import { jsonResponse } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';

jest.setTimeout(60_000);

const toast = jest.fn(async (_kind: string, _content: string, _seconds?: number) => undefined);
jest.unstable_mockModule('@/lib/toast', () => ({ toast, TOAST_SECONDS: { default: 3, enrolmentError: 7, submission: 5 } }));
const { setUpAppTests } = await import('@/test-utils/render-app');

describe('EnrollStartPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./enroll-start-page'), () => import('./enroll-welcome-page')] });

  beforeEach(() => {
    toast.mockClear();
  });

  function open(enrol: (call: VaCall) => Response) {
    let enrolled = false;
    const calls = mockVaFetch((call) => {
      if (call.path === '/api/v2/virapp/challenges/ch-1') {
        return jsonResponse(200, aChallengeDetail());
      }
      if (call.path === USER_BASE && call.method === 'POST') {
        const answer = enrol(call);
        enrolled = answer.status === 201;
        return answer;
      }
      if (call.path === USER_BASE) {
        return enrolled ? jsonResponse(200, aUserChallenge({ isPending: true, applicationStatus: 'PENDING' })) : notEnrolled();
      }
      return jsonResponse(200, []);
    });
    const app = renderApp({
      path: '/virtual-apprenticeship/ch-1/enroll/start',
      session: aLoggedUser(),
      userPref: { cookieConsent: 'accepted' },
    });
    return { app, calls };
  }

  const form = () => screen.findByRole('form', { name: 'Enrolment' });
  const choose = (question: string | RegExp, answer: string) =>
    fireEvent.click(within(screen.getByRole('group', { name: question })).getByLabelText(answer));
  const resume = new File(['%PDF-1.4 resume'], 'maria-cv.pdf', { type: 'application/pdf' });

  async function fillIn({ group }: { group: boolean }) {
    await form();
    if (group) {
      choose('How do you want to join? *', 'As a group');
      const emails = await screen.findByLabelText(/Your teammates’ e-mails/);
      fireEvent.change(emails, { target: { value: 'ben@example.ph, cy@example.ph' } });
      fireEvent.keyDown(emails, { key: 'Enter' });
    }
    fireEvent.change(screen.getByLabelText('Why do you want to join this challenge?'), { target: { value: 'To learn branding.' } });
    fireEvent.change(screen.getByLabelText('What qualities or skills will you bring?'), { target: { value: 'I draw well.' } });
    choose(/May we send your resume/, 'Yes');
    choose(/internship/, 'No');
    choose(/first work experience/, 'Yes');
    fireEvent.change(screen.getByLabelText(/^Resume/), { target: { files: [resume] } });
  }

  it('checks the form in the browser before sending anything', async () => {
    const { calls } = open(() => jsonResponse(201, aUserChallenge()));
    await form();
    choose('How do you want to join? *', 'As a group');
    const emails = await screen.findByLabelText(/Your teammates’ e-mails/);
    fireEvent.change(emails, { target: { value: 'not-an-email' } });
    fireEvent.keyDown(emails, { key: 'Enter' });
    expect(await screen.findByText('Not a valid e-mail: not-an-email')).toBeInTheDocument();
    fireEvent.change(emails, { target: { value: 'a@x.ph b@x.ph c@x.ph' } });
    fireEvent.keyDown(emails, { key: 'Enter' });
    expect(await screen.findByText('Only 2 e-mails can be added.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Resume/), { target: { files: [new File(['x'], 'cv.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Your resume must be a PDF or DOCX file.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findAllByText('This answer is required')).toHaveLength(2);
    expect(screen.getAllByText('Please choose one.')).toHaveLength(3);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the multipart form and shows the welcome screen', async () => {
    const { app, calls } = open(() => jsonResponse(201, aUserChallenge({ isPending: true, applicationStatus: 'PENDING' })));
    await fillIn({ group: true });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(app.location()).toBe('/virtual-apprenticeship/ch-1/enroll/welcome'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome aboard!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/virtual-apprenticeship/ch-1/home');
    const body = calls.find((call) => call.method === 'POST')?.form as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'resume'))).toEqual({
      applicationType: 'GROUP',
      groupEmails: '["ben@example.ph","cy@example.ph"]',
      whyJoin: 'To learn branding.',
      whatQualities: 'I draw well.',
      additionalComments: '',
      sendResumeAndContact: 'true',
      participateInternship: 'false',
      isFirstWorkExperience: 'true',
    });
    expect((body.get('resume') as File).name).toBe('maria-cv.pdf');
  });

  it('shows the server’s refusal as a 7 s toast and each constraint under its field', async () => {
    const { app } = open(() =>
      jsonResponse(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: [
          { property: 'whyJoin', constraints: ['whyJoin must be at least 20 characters'] },
          { property: 'resume', constraints: ['resume must be a PDF or DOCX document'] },
        ],
      }),
    );
    await fillIn({ group: false });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('whyJoin must be at least 20 characters')).toBeInTheDocument();
    expect(screen.getByText('resume must be a PDF or DOCX document')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('error', 'whyJoin must be at least 20 characters, resume must be a PDF or DOCX document', 7);
    expect(app.location()).toBe('/virtual-apprenticeship/ch-1/enroll/start');
  });

  it('shows a plain server message as a 7 s toast and on the form', async () => {
    open(() => jsonResponse(409, { statusCode: 409, code: 'APPRENTICESHIP_ENROLMENT_CLOSED', message: 'Enrolment closed on Jan 30.' }));
    await fillIn({ group: false });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enrolment closed on Jan 30.');
    expect(toast).toHaveBeenCalledWith('error', 'Enrolment closed on Jan 30.', 7);
  });
});
