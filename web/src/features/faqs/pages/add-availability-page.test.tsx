import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { renderApp } from '@/test-utils/render-app';

jest.setTimeout(20_000);

describe('AddAvailabilityPage', () => {
  let unregister: () => void = () => undefined;

  beforeAll(async () => {
    await import('./add-availability-page');
  });

  afterEach(() => {
    unregister();
    cleanup();
  });

  it('shows the scheduling address from client-config where it says to invite it', async () => {
    mockFetch(() => jsonResponse(404, { statusCode: 404, message: 'No.' }));
    const app = renderApp({ path: '/faqs/add-availability' });
    unregister = app.unregister;
    await screen.findByRole('heading', { name: 'Invite the Lakbay scheduling address' });
    expect(await screen.findByTestId('scheduling-address')).toHaveTextContent('schedule@demo.lakbay.ph');
  });

  it('speaks Filipino when chosen, keeping the words the calendar subject needs', async () => {
    mockFetch(() => jsonResponse(404, { statusCode: 404, message: 'No.' }));
    const app = renderApp({ path: '/faqs/add-availability', userPref: { language: 'fil' } });
    unregister = app.unregister;
    await screen.findByRole('heading', { name: 'I-invite ang scheduling address ng Lakbay' });
    expect(screen.getByRole('heading', { name: 'Ilagay ang “coaching” o “session” sa subject' })).toBeInTheDocument();
    expect(screen.getByText('Lumalabas din ang mga umuulit na event.')).toBeInTheDocument();
  });
});
