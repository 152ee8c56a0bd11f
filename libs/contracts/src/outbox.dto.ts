/**
 * Validation class of the admin page Follow-up work's writes (the BFF validates HTTP input with it).
 * Not exported from index.ts on purpose (class-validator and @nestjs/swagger): import it by path.
 */
import { ListOf, OneOf } from './field-decorators';
import { OUTBOX_SERVICES, type OutboxServiceName } from './outbox.messages';

/** At most this many ids in one "send again". */
export const REDRIVE_IDS_MAX = 1000;

export class FollowUpWorkRedriveDto {
  @OneOf(OUTBOX_SERVICES, 'service must be users, content, scheduling or apprenticeship.', {
    api: { description: 'The service whose failed work to send again.' },
  })
  service!: OutboxServiceName;

  @ListOf('ids', {
    of: { uuid: 'Each id must be the id of a follow-up work item.' },
    notList: 'ids must be a list of follow-up work ids.',
    max: [REDRIVE_IDS_MAX, 'Send at most 1000 items again at a time.'],
    optional: true,
    api: { type: [String], description: 'The failed items to send again (at most 1000); every failed item of the service when left out.' },
  })
  ids?: string[];
}
