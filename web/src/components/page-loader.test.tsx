import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import { PageLoader } from './page-loader';

describe('PageLoader', () => {
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  it('says Loading only after 100 ms, so quick loads never flash it', () => {
    jest.useFakeTimers();
    render(<PageLoader />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    act(() => {
      jest.advanceTimersByTime(99);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
