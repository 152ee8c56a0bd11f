import type { AnalyticsProperties } from '@/lib/analytics';
import { RECEIVED_EVENT_DELAY_MS, RECEIVED_SEARCH_RESULT_EVENT } from './constants';

export type Capture = (event: string, properties?: AnalyticsProperties) => void;

/**
 * Spec section 7: 'Received Search Result' (query, choices) goes out 2 s after the results arrive,
 * unless a new query is typed first. One pending event at a time: new results replace it.
 */
export function createReceivedSearchTimer(capture: Capture, delayMs = RECEIVED_EVENT_DELAY_MS) {
  let pending: ReturnType<typeof setTimeout> | null = null;

  const cancel = (): void => {
    if (pending !== null) {
      clearTimeout(pending);
      pending = null;
    }
  };

  return {
    /** Results for `query` arrived; `choices` are the titles shown. */
    received(query: string, choices: string[]): void {
      cancel();
      pending = setTimeout(() => {
        pending = null;
        capture(RECEIVED_SEARCH_RESULT_EVENT, { query, choices });
      }, delayMs);
    },
    /** A new query was typed (or the box went away): the pending event is dropped. */
    cancel,
  };
}

export type ReceivedSearchTimer = ReturnType<typeof createReceivedSearchTimer>;
