import { jest } from '@jest/globals';
import { createReceivedSearchTimer } from './received-timer';

describe("'Received Search Result' timer (spec section 7)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends query and choices 2 s after the results arrive, once', () => {
    const capture = jest.fn();
    const timer = createReceivedSearchTimer(capture);
    timer.received('soft', ['Software Developer']);

    jest.advanceTimersByTime(1999);
    expect(capture).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(capture).toHaveBeenCalledTimes(1);
    expect(capture).toHaveBeenCalledWith('Received Search Result', { query: 'soft', choices: ['Software Developer'] });

    jest.advanceTimersByTime(10_000);
    expect(capture).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when a new query is typed within the 2 s', () => {
    const capture = jest.fn();
    const timer = createReceivedSearchTimer(capture);
    timer.received('soft', ['Software Developer']);
    jest.advanceTimersByTime(1500);
    timer.cancel();
    jest.advanceTimersByTime(5000);
    expect(capture).not.toHaveBeenCalled();
  });

  it('newer results replace the pending event and start their own 2 s', () => {
    const capture = jest.fn();
    const timer = createReceivedSearchTimer(capture);
    timer.received('so', ['Software Developer', 'Sales Associate']);
    jest.advanceTimersByTime(1000);
    timer.received('soft', ['Software Developer']);
    jest.advanceTimersByTime(1999);
    expect(capture).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(capture).toHaveBeenCalledTimes(1);
    expect(capture).toHaveBeenCalledWith('Received Search Result', { query: 'soft', choices: ['Software Developer'] });
  });
});
