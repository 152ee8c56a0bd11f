import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { aCertificate } from '@/test-utils/apprenticeship-fixtures';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { setUpAppTests } from '@/test-utils/render-app';

jest.setTimeout(60_000);

describe('CertificatePage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./certificate-page')] });

  it('shows the holder, challenge, partner, merit, weeks, date and how to verify it', async () => {
    mockFetch(() => jsonResponse(200, aCertificate()));
    renderApp({ path: '/certificates/LKB-7Q2M-9XK4' });
    const certificate = await screen.findByRole('article', { name: 'Certificate' });
    expect(certificate).toHaveTextContent('Maria Santos');
    expect(certificate).toHaveTextContent(
      'completed the 2 weeks challenge Brand a Sari-Sari Store with Tindahan Co. in Marketing & Branding, from Jan 31, 2026 to Feb 13, 2026, with a merit of Outstanding.',
    );
    expect(certificate).toHaveTextContent('Completed on Feb 20, 2026');
    expect(certificate).toHaveTextContent('Verification code: LKB-7Q2M-9XK4');
    expect(screen.getByRole('link', { name: 'https://lakbay.example.ph/certificates/LKB-7Q2M-9XK4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
  });

  it('says a revoked certificate (410) was revoked, once, with the reason and the code, asking once', async () => {
    const message = 'This certificate was revoked on Tue, Dec 1, 2026 (Issued by mistake). It is no longer valid.';
    const calls = mockFetch(() => jsonResponse(410, { statusCode: 410, code: 'CERTIFICATE_REVOKED', message }));
    renderApp({ path: '/certificates/LKB-7Q2M-9XK4' });
    expect(await screen.findByText('This certificate has been revoked')).toBeInTheDocument();
    expect(screen.getByText(`${message} Code: LKB-7Q2M-9XK4`)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Certificate' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says when no certificate has the code', async () => {
    mockFetch(() => jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }));
    renderApp({ path: '/certificates/NOPE' });
    expect(await screen.findByText('No certificate has this code')).toBeInTheDocument();
  });
});
