import {
  type FollowUpWorkItem,
  type FollowUpWorkOverview,
  type FollowUpWorkRedriveRequest,
  type FollowUpWorkServiceStatus,
  OUTBOX_SERVICES,
  type OutboxRedriveReply,
  type OutboxServiceName,
  outboxProblemsCommand,
  outboxRedriveCommand,
} from '@lakbay/contracts';
import { ServiceClient } from '@lakbay/platform';
import { Injectable } from '@nestjs/common';

const NO_COUNTS = { pending: 0, enqueued: 0, delayed: 0, failed: 0 };

/** Failed first (newest failure first), then delayed (longest overdue first). */
export function byUrgency(a: FollowUpWorkItem, b: FollowUpWorkItem): number {
  if (a.state !== b.state) {
    return a.state === 'failed' ? -1 : 1;
  }
  return a.state === 'failed' ? (b.failedAt ?? '').localeCompare(a.failedAt ?? '') : a.dueAt.localeCompare(b.dueAt);
}

/** The admin page Follow-up work: asks every service with an outbox at once; one that does not answer is reported, not fatal. */
@Injectable()
export class FollowUpWork {
  constructor(private readonly services: ServiceClient) {}

  async overview(): Promise<FollowUpWorkOverview> {
    const answers = await Promise.all(OUTBOX_SERVICES.map((service) => this.ask(service)));
    return {
      services: answers.map(({ status }) => status),
      items: answers.flatMap(({ items }) => items).sort(byUrgency),
    };
  }

  redrive({ service, ids }: FollowUpWorkRedriveRequest): Promise<OutboxRedriveReply> {
    return this.services.send(outboxRedriveCommand(service), ids ? { ids } : {});
  }

  private async ask(service: OutboxServiceName): Promise<{ status: FollowUpWorkServiceStatus; items: FollowUpWorkItem[] }> {
    try {
      const reply = await this.services.send(outboxProblemsCommand(service), {});
      return { status: { service, counts: reply.counts, reachable: true }, items: reply.items };
    } catch (err) {
      const error = err instanceof Error ? err.message : 'The service did not answer.';
      return { status: { service, counts: NO_COUNTS, reachable: false, error }, items: [] };
    }
  }
}
