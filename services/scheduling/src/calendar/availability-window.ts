/** A stretch of time a coach offers for sessions, read from their calendar event. */
export interface AvailabilityWindow {
  /** Id of the coach who organised the event. */
  coachId: string;
  /** UTC instant, clipped to the asked range. */
  start: Date;
  /** UTC instant after start, clipped to the asked range. */
  end: Date;
  /** UID of the (first) calendar event behind the window. */
  uid: string;
  /** SUMMARY of the (first) calendar event behind the window. */
  summary: string;
}
