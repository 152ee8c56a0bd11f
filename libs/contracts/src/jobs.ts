/**
 * Queues and jobs: name -> payload. Names are persisted in Redis by BullMQ: renaming one strands
 * the jobs already queued under the old name, so plan a drain before renaming.
 */
export const Queue = {
  mail: 'mail',
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
}

export interface JobMap {
  'mail.send': SendMailJob;
}
export type JobName = keyof JobMap;

/** Which queue carries each job. */
export const JOB_QUEUE: { [J in JobName]: QueueName } = {
  'mail.send': Queue.mail,
};
