/**
 * Queues and jobs: name -> payload. Names are persisted in Redis by BullMQ: renaming one strands
 * the jobs already queued under the old name, so plan a drain before renaming.
 */
export const Queue = {
  mail: 'mail',
  scheduling: 'scheduling',
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

/**
 * The reminder before a session. The handler sends it only while the booking is still CONFIRMED at
 * this version: a reschedule or cancel raises the version, so the old reminder does nothing.
 */
export interface BookingReminderJob {
  bookingId: string;
  version: number;
}

export interface JobMap {
  'mail.send': SendMailJob;
  'scheduling.calendar.sync': CalendarSyncJob;
  'scheduling.booking.remind': BookingReminderJob;
}
export type JobName = keyof JobMap;

/** Which queue carries each job. */
export const JOB_QUEUE: { [J in JobName]: QueueName } = {
  'mail.send': Queue.mail,
  'scheduling.calendar.sync': Queue.scheduling,
  'scheduling.booking.remind': Queue.scheduling,
};
