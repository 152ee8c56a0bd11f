/**
 * Queues and jobs: name -> payload. Names are persisted in Redis by BullMQ: renaming one strands
 * the jobs already queued under the old name, so plan a drain before renaming.
 */
export const Queue = {
  mail: 'mail',
  scheduling: 'scheduling',
  privacy: 'privacy',
  apprenticeship: 'apprenticeship',
} as const;
export type QueueName = (typeof Queue)[keyof typeof Queue];

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/**
 * One e-mail. The notifications service sends it at most once per job id it was given (an outbox
 * row id), with a Message-ID made from that id; a queue-assigned (integer) id is not deduplicated.
 */
export interface SendMailJob {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * A calendar invitation: sent as a text/calendar alternative whose MIME method matches the
   * file's METHOD (REQUEST adds or updates the entry, CANCEL removes it), and as an .ics attachment.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string; filename: string };
}

/** Reads the scheduling calendar and refreshes every coach's availability (repeatable). */
export type CalendarSyncJob = Record<string, never>;
/** Marks the sessions whose end has passed COMPLETED (one UPDATE: idempotent, safe with replicas). */
export type SessionsCompleteJob = Record<string, never>;

/**
 * The reminder before a session. The handler sends it only while the booking is still CONFIRMED at
 * this version: a reschedule or cancel raises the version, so the old reminder does nothing.
 */
export interface BookingReminderJob {
  bookingId: string;
  version: number;
}

/** Builds the archive of one data export request (users.data_export row) and e-mails its link. */
export interface PrivacyExportJob {
  exportId: string;
}

/**
 * Has every other service delete or anonymise what it holds about a deleted account, then removes
 * the files they and the account pointed at. Retried until every service has answered.
 */
export interface PrivacyEraseJob {
  userId: string;
  /** The address the account had: other services keep copies of it. */
  email: string;
  /** Files of the account itself (avatar, export archives) to remove from the file store. */
  files: string[];
}

/** Moves challenges along their calendar and sends the week notices that are due (repeated; no data). */
export type CalendarAdvanceJob = Record<string, never>;

export interface JobMap {
  'mail.send': SendMailJob;
  'scheduling.calendar.sync': CalendarSyncJob;
  'scheduling.sessions.complete': SessionsCompleteJob;
  'scheduling.booking.remind': BookingReminderJob;
  'users.privacy.export': PrivacyExportJob;
  'users.privacy.erase': PrivacyEraseJob;
  'apprenticeship.calendar.advance': CalendarAdvanceJob;
}
export type JobName = keyof JobMap;

/** Which queue carries each job. */
export const JOB_QUEUE: { [J in JobName]: QueueName } = {
  'mail.send': Queue.mail,
  'scheduling.calendar.sync': Queue.scheduling,
  'scheduling.sessions.complete': Queue.scheduling,
  'scheduling.booking.remind': Queue.scheduling,
  'users.privacy.export': Queue.privacy,
  'users.privacy.erase': Queue.privacy,
  'apprenticeship.calendar.advance': Queue.apprenticeship,
};
