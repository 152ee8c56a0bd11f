import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryStates, type QueryResult } from './query-states';

const view = (query: QueryResult<string[]>) =>
  render(
    <QueryStates query={query} loadingLabel="Loading answers" errorTitle="Answers could not be loaded" retryLabel="Try again">
      {(data) => <p>{data.length} answers</p>}
    </QueryStates>,
  );

describe('QueryStates', () => {
  afterEach(cleanup);

  it('shows a named placeholder while loading, and not the content', () => {
    view({ isLoading: true, isError: false, refetch: () => undefined });
    expect(screen.getByRole('status', { name: 'Loading answers' })).toBeInTheDocument();
    expect(screen.queryByText(/answers$/)).toBeNull();
  });

  it("shows the failure's message with a retry that reads again", () => {
    const refetch = jest.fn();
    view({ isLoading: false, isError: true, error: { status: 503, data: { message: 'The content service is unavailable.' } }, refetch });
    expect(screen.getByRole('heading', { name: 'Answers could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('The content service is unavailable.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('hands the data to the page, an empty answer included', () => {
    view({ data: [], isLoading: false, isError: false, refetch: () => undefined });
    expect(screen.getByText('0 answers')).toBeInTheDocument();
  });
});
