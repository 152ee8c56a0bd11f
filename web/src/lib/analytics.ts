/**
 * Product analytics (posthog) behind one small API. Nothing is loaded and nothing leaves the
 * browser until a key is configured (GET /api/v2/client-config) AND the visitor accepted cookies;
 * only then is posthog-js fetched (a dynamic import, so it never weighs on the first page).
 * Without a key or without consent, every call does nothing.
 *
 * Features call `capture('Clicked Search Result', {...})`; the shell wires configuration,
 * consent and the logged user.
 */

export interface AnalyticsConfig {
  key: string;
  host: string;
}

export type CookieConsent = 'accepted' | 'declined';

export type AnalyticsProperties = Record<string, unknown>;

export interface AnalyticsIdentity {
  id: string;
  isCoach: boolean;
}

/** The part of posthog-js used here, so tests can pass a fake. */
export interface AnalyticsClient {
  init(key: string, options: Record<string, unknown>): unknown;
  capture(event: string, properties?: AnalyticsProperties): unknown;
  identify(distinctId: string, properties?: AnalyticsProperties): void;
  reset(): void;
  opt_in_capturing(options?: { captureEventName?: string | null | false }): void;
  opt_out_capturing(): void;
}

export type AnalyticsLoader = () => Promise<AnalyticsClient>;

/** Spec section 4: the event recorded when the visitor accepts the cookie banner. */
export const ACCEPTED_COOKIES_EVENT = 'Accepted cookies';

// Calls made after consent but before the configuration arrived; a bounded few, then dropped.
const MAX_QUEUED = 20;

export function createAnalytics(load: AnalyticsLoader) {
  // undefined: client-config not answered yet; null: no key, analytics off.
  let config: AnalyticsConfig | null | undefined;
  let consent: CookieConsent | null = null;
  let identity: AnalyticsIdentity | null = null;
  let client: Promise<AnalyticsClient | null> | null = null;
  let queue: ((posthog: AnalyticsClient) => void)[] = [];

  const allowed = () => consent === 'accepted' && config !== null;

  function start(active: AnalyticsConfig): Promise<AnalyticsClient | null> {
    client ??= load().then(
      (posthog) => {
        posthog.init(active.key, {
          api_host: active.host,
          // Spec section 7: initialised without autocapture; we send only the events we name.
          autocapture: false,
          capture_pageview: false,
          capture_pageleave: false,
          disable_session_recording: true,
          disable_surveys: true,
          advanced_disable_flags: true,
          disable_external_dependency_loading: true,
          persistence: 'localStorage',
          person_profiles: 'identified_only',
          // Consent is ours to give: nothing is captured until opt_in_capturing below.
          opt_out_capturing_by_default: true,
        });
        return posthog;
      },
      (error: unknown) => {
        // An ad blocker or a failed download: analytics stays off, the app carries on.
        console.warn('Analytics could not be loaded', error);
        return null;
      },
    );
    return client;
  }

  /** Runs `call` on posthog when allowed: now, after loading, or once the configuration arrives. */
  function withClient(call: (posthog: AnalyticsClient) => void): void {
    const active = config;
    if (consent !== 'accepted' || active === null) {
      return;
    }
    if (active === undefined) {
      if (queue.length < MAX_QUEUED) {
        queue.push(call);
      }
      return;
    }
    void start(active).then((posthog) => {
      // Consent may have been withdrawn while posthog was downloading.
      if (posthog && allowed()) {
        call(posthog);
      }
      return undefined;
    });
  }

  function optIn(): void {
    withClient((posthog) => {
      posthog.opt_in_capturing({ captureEventName: false });
      if (identity) {
        posthog.identify(identity.id, { isCoach: identity.isCoach });
      }
    });
  }

  function flushQueue(): void {
    const calls = queue;
    queue = [];
    for (const call of calls) {
      withClient(call);
    }
  }

  return {
    /** The client-config answer: a key and host, or null when analytics is off. */
    configure(next: AnalyticsConfig | null): void {
      if (config !== undefined) {
        return;
      }
      config = next;
      if (next === null) {
        queue = [];
        return;
      }
      // Holds the opt-in queued when consent came first.
      flushQueue();
    },

    /** The stored choice at start-up, or a new one from the banner. */
    setConsent(next: CookieConsent | null): void {
      if (next === consent) {
        return;
      }
      consent = next;
      if (next === 'accepted') {
        optIn();
        return;
      }
      queue = [];
      // Only a loaded posthog has anything to opt out of; otherwise nothing was ever sent.
      void client?.then((posthog) => posthog?.opt_out_capturing());
    },

    /** Spec section 4: accepting opts in and records 'Accepted cookies' with the user id if known. */
    acceptCookies(userId: string | null): void {
      this.setConsent('accepted');
      this.capture(ACCEPTED_COOKIES_EVENT, userId ? { userId } : {});
    },

    declineCookies(): void {
      this.setConsent('declined');
    },

    capture(event: string, properties: AnalyticsProperties = {}): void {
      withClient((posthog) => {
        posthog.capture(event, properties);
      });
    },

    /** Log-in identifies the user with id and isCoach (spec section 4). */
    identify(user: AnalyticsIdentity): void {
      identity = { id: user.id, isCoach: user.isCoach };
      withClient((posthog) => posthog.identify(user.id, { isCoach: user.isCoach }));
    },

    /** Logout: forget the user. posthog's reset also clears its consent, so opt in again after. */
    reset(): void {
      identity = null;
      void client?.then((posthog) => {
        if (!posthog) {
          return undefined;
        }
        posthog.reset();
        if (allowed()) {
          posthog.opt_in_capturing({ captureEventName: false });
        }
        return undefined;
      });
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

// The slim, no-external build: capture, identify and consent only (~55 KB gzip instead of ~125),
// and it never injects scripts from the analytics host.
export const analytics: Analytics = createAnalytics(async () => (await import('posthog-js/dist/module.slim.no-external')).default);

/** The call features make: `capture('Clicked Search Result', { query, ... })`. */
export function capture(event: string, properties?: AnalyticsProperties): void {
  analytics.capture(event, properties);
}
