/**
 * The data of each job in JobMap, as validation classes: the job queues check a job's data when it
 * runs (JOB_DATA_CLASS), and a job whose data fails fails at once with the reasons, without
 * retries (its data will not get better). Extra properties pass, so a worker one release behind
 * still runs a job that gained an optional field.
 *
 * Not exported from index.ts on purpose (class-validator stays out of the SPA): import this file by path.
 */
import { IsArray, IsEmail, IsIn, IsInt, IsOptional, IsString, IsUUID, Min, MinLength } from 'class-validator';
import { ListOf, Nested } from './field-decorators';
import {
  type BookingReminderJob,
  FILES_DELETE_BATCH,
  type FilesDeleteJob,
  type JobMap,
  type JobName,
  type MailAttachment,
  type PrivacyEraseJob,
  type PrivacyExportJob,
  type SendMailJob,
} from './jobs';

export class MailAttachmentData implements MailAttachment {
  @IsString()
  @MinLength(1)
  filename!: string;

  @IsString()
  content!: string;

  @IsString()
  @MinLength(1)
  contentType!: string;
}

export class MailCalendarData {
  @IsIn(['REQUEST', 'CANCEL'])
  method!: 'REQUEST' | 'CANCEL';

  @IsString()
  @MinLength(1)
  content!: string;

  @IsString()
  @MinLength(1)
  filename!: string;
}

export class SendMailJobData implements SendMailJob {
  // Lenient about the domain: an address the service accepted once must still be written to.
  @IsEmail({ require_tld: false })
  to!: string;

  @IsString()
  @MinLength(1)
  subject!: string;

  @IsString()
  text!: string;

  @IsOptional()
  @IsString()
  html?: string;

  @ListOf('attachments', { of: { nested: MailAttachmentData }, optional: true, plain: true })
  attachments?: MailAttachmentData[];

  @Nested(MailCalendarData, { notObject: true, optional: true })
  calendar?: MailCalendarData;
}

/** No data: an empty object. */
export class CalendarSyncJobData {}

/** No data: an empty object. */
export class SessionsCompleteJobData {}

/** No data: an empty object. */
export class CalendarAdvanceJobData {}

export class BookingReminderJobData implements BookingReminderJob {
  @IsUUID()
  bookingId!: string;

  @IsInt()
  @Min(0)
  version!: number;
}

export class PrivacyExportJobData implements PrivacyExportJob {
  @IsUUID()
  exportId!: string;
}

export class PrivacyEraseJobData implements PrivacyEraseJob {
  @IsUUID()
  userId!: string;

  @IsEmail({ require_tld: false })
  email!: string;

  @IsArray()
  @IsString({ each: true })
  files!: string[];
}

export class FilesDeleteJobData implements FilesDeleteJob {
  @ListOf('files', {
    of: { pattern: [/^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/, 'Each file must be a stored file name.'] },
    max: FILES_DELETE_BATCH,
    plain: true,
  })
  files!: string[];
}

/** A class whose instances are the job's data (an empty job's class has no properties). */
export type JobDataClass<T> = new () => T extends Record<string, never> ? object : T;

/** The validation class of each job's data; a job missing here fails type-checking. */
export const JOB_DATA_CLASS: { [J in JobName]: JobDataClass<JobMap[J]> } = {
  'mail.send': SendMailJobData,
  'scheduling.calendar.sync': CalendarSyncJobData,
  'scheduling.sessions.complete': SessionsCompleteJobData,
  'scheduling.booking.remind': BookingReminderJobData,
  'users.privacy.export': PrivacyExportJobData,
  'users.privacy.erase': PrivacyEraseJobData,
  'apprenticeship.calendar.advance': CalendarAdvanceJobData,
  'files.delete': FilesDeleteJobData,
};
