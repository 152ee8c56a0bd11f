import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { UnavailablePage } from './unavailable-page';

const view = (error: unknown, onRetry: () => unknown = () => undefined) =>
  render(
    <MemoryRouter>
      <UnavailablePage
        error={error}
        onRetry={() => void onRetry()}
        title="Event"
        icon="bell"
        failedTitle="The event could not be loaded"
        retryLabel="Try again"
        missing={{
          pageTitle: 'Event not found',
          title: 'No such event',
          text: 'It may have been removed.',
          to: '/events',
          linkLabel: 'See events',
        }}
      />
    </MemoryRouter>,
  );

describe('UnavailablePage', () => {
  afterEach(cleanup);

  it('says a record that is not there (404) is missing, with a link to the others and no retry', () => {
    view({ status: 404, data: { message: 'Not found' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No such event' })).toBeInTheDocument();
    expect(screen.getByText('It may have been removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See events' })).toHaveAttribute('href', '/events');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('reads a NOT_FOUND code as missing too', () => {
    view({ status: 400, data: { statusCode: 400, code: 'NOT_FOUND', message: 'There is no such invite.' } });
    expect(screen.getByRole('heading', { name: 'No such event' })).toBeInTheDocument();
  });

  it("shows another failure's message under the page's own title, with a retry", () => {
    const onRetry = jest.fn();
    view({ status: 503, data: { message: 'The content service is unavailable.' } }, onRetry);
    expect(screen.getByRole('heading', { level: 1, name: 'Event' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The event could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('The content service is unavailable.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
