/** GET /api/v2/client-config: what the SPA needs to know at run time. Public, no secrets. */
export interface ClientConfig {
  /** Product analytics (posthog); null when no key is configured (analytics calls do nothing). */
  analytics: { key: string; host: string } | null;
  /** Google Identity Services client id; null hides the Google button. */
  googleClientId: string | null;
  /** Shown in the footer; empty when not set (spec: "a version (not set)"). */
  version: string;
  /** The address coaches invite to their calendar events (SCHEDULING_EMAIL). */
  schedulingEmail: string;
}
