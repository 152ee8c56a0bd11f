import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { setUpAppTests } from '@/test-utils/render-app';

jest.setTimeout(60_000);

describe('AddAvailabilityPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('@/app/pages/add-availability-page')] });

  it('shows the scheduling address from client-config where it says to invite it', async () => {
    mockFetch(() => jsonResponse(404, { statusCode: 404, message: 'No.' }));
    renderApp({ path: '/faqs/add-availability' });
    await screen.findByRole('heading', { name: 'Invite the Lakbay scheduling address' });
    expect(await screen.findByTestId('scheduling-address')).toHaveTextContent('schedule@demo.lakbay.ph');
  });

  it('speaks Filipino when chosen, keeping the words the calendar subject needs', async () => {
    mockFetch(() => jsonResponse(404, { statusCode: 404, message: 'No.' }));
    renderApp({ path: '/faqs/add-availability', userPref: { language: 'fil' } });
    await screen.findByRole('heading', { name: 'I-invite ang scheduling address ng Lakbay' });
    expect(screen.getByRole('heading', { name: 'Ilagay ang “coaching” o “session” sa subject' })).toBeInTheDocument();
    expect(screen.getByText('Lumalabas din ang mga umuulit na event.')).toBeInTheDocument();
  });
});
