import { describe, expect, it, jest } from '@jest/globals';
import { createAnalytics, type AnalyticsClient } from './analytics';

function fakePosthog() {
  const calls: [string, ...unknown[]][] = [];
  const client: AnalyticsClient = {
    init: (...args) => calls.push(['init', ...args]),
    capture: (...args) => calls.push(['capture', ...args]),
    identify: (...args) => calls.push(['identify', ...args]),
    reset: () => calls.push(['reset']),
    opt_in_capturing: (...args) => calls.push(['opt_in_capturing', ...args]),
    opt_out_capturing: () => calls.push(['opt_out_capturing']),
  };
  const load = jest.fn(async () => client);
  return { calls, load, names: () => calls.map(([name]) => name) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const KEY = { key: 'phc_test', host: 'https://analytics.example' };

describe('createAnalytics', () => {
  it('loads nothing and sends nothing before consent, even with a key', async () => {
    const posthog = fakePosthog();
    const analytics = createAnalytics(posthog.load);
    analytics.configure(KEY);
    analytics.identify({ id: 'u1', isCoach: false });
    analytics.capture('Clicked Search Result', { query: 'data' });
    await settle();
    expect(posthog.load).not.toHaveBeenCalled();
  });

  it('does nothing at all without a key, even after Accept', async () => {
    const posthog = fakePosthog();
    const analytics = createAnalytics(posthog.load);
    analytics.configure(null);
    analytics.acceptCookies('u1');
    analytics.capture('Received Search Result');
    await settle();
    expect(posthog.load).not.toHaveBeenCalled();
  });

  it("on Accept: loads posthog without autocapture, opts in, identifies the known user and records 'Accepted cookies'", async () => {
    const posthog = fakePosthog();
    const analytics = createAnalytics(posthog.load);
    analytics.configure(KEY);
    analytics.identify({ id: 'u1', isCoach: true });
    analytics.acceptCookies('u1');
    await settle();

    expect(posthog.load).toHaveBeenCalledTimes(1);
    expect(posthog.calls[0]).toEqual([
      'init',
      'phc_test',
      expect.objectContaining({ api_host: 'https://analytics.example', autocapture: false, opt_out_capturing_by_default: true }),
    ]);
    expect(posthog.calls.slice(1)).toEqual([
      ['opt_in_capturing', { captureEventName: false }],
      ['identify', 'u1', { isCoach: true }],
      ['capture', 'Accepted cookies', { userId: 'u1' }],
    ]);
  });

  it('waits for the configuration when the visitor accepts first', async () => {
    const posthog = fakePosthog();
    const analytics = createAnalytics(posthog.load);
    analytics.acceptCookies(null);
    await settle();
    expect(posthog.load).not.toHaveBeenCalled();

    analytics.configure(KEY);
    await settle();
    expect(posthog.names()).toEqual(['init', 'opt_in_capturing', 'capture']);
    expect(posthog.calls.at(-1)).toEqual(['capture', 'Accepted cookies', {}]);
  });

  it('Decline after Accept opts out and stops capturing', async () => {
    const posthog = fakePosthog();
    const analytics = createAnalytics(posthog.load);
    analytics.configure(KEY);
    analytics.acceptCookies(null);
    await settle();
    analytics.declineCookies();
    analytics.capture('Clicked Search Result');
    await settle();
    expect(posthog.names().slice(-1)).toEqual(['opt_out_capturing']);
  });

  it('a stored Accept identifies at log-in and resets (then opts in again) at logout', async () => {
    const posthog = fakePosthog();
    const analytics = createAnalytics(posthog.load);
    analytics.setConsent('accepted');
    analytics.configure(KEY);
    await settle();
    analytics.identify({ id: 'u2', isCoach: false });
    await settle();
    analytics.reset();
    await settle();
    expect(posthog.names()).toEqual(['init', 'opt_in_capturing', 'identify', 'reset', 'opt_in_capturing']);
  });

  it('keeps working when posthog cannot be downloaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const analytics = createAnalytics(() => Promise.reject(new Error('blocked')));
    analytics.configure(KEY);
    analytics.acceptCookies(null);
    analytics.capture('x');
    await settle();
    expect(warn).toHaveBeenCalledWith('Analytics could not be loaded', expect.any(Error));
    warn.mockRestore();
  });
});
