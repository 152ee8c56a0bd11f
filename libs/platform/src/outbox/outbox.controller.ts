import {
  type FollowUpWorkItem,
  type OutboxProblemsReply,
  type OutboxRedriveReply,
  type OutboxServiceName,
  outboxProblemsCommand,
  outboxRedriveCommand,
} from '@lakbay/contracts';
import { Controller, type Type } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { Handles } from '../transport/handles';
import type { OutboxProblemRow } from './outbox-relay-options';
import { OutboxRelay } from './outbox-relay';

export class OutboxProblemsMessage {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(500)
  limit?: number;
}

export class OutboxRedriveMessage {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @IsUUID('all', { each: true })
  ids?: string[];
}

/** What a row is, for the admin reading the list: an e-mail's subject and recipient, else its job. */
function summary(row: OutboxProblemRow): string {
  const data = row.data as { to?: unknown; subject?: unknown } | null;
  if (row.name === 'mail.send' && typeof data?.subject === 'string' && typeof data.to === 'string') {
    return `"${data.subject}" to ${data.to}`;
  }
  return row.name;
}

/** `<service>.outbox.problems` and `<service>.outbox.redrive`: the admin page Follow-up work asks every service with an outbox. */
export function outboxController(service: OutboxServiceName): Type {
  @Controller()
  class OutboxController {
    constructor(private readonly relay: OutboxRelay) {}

    @Handles(outboxProblemsCommand(service))
    async problems(@Payload() request: OutboxProblemsMessage): Promise<OutboxProblemsReply> {
      const [rows, metrics] = await Promise.all([this.relay.problems(request.limit ?? 100), this.relay.metrics()]);
      const items = rows.map((row): FollowUpWorkItem => ({
        service,
        id: row.id,
        job: row.name,
        state: row.state,
        summary: summary(row),
        dueAt: row.runAt.toISOString(),
        failedAt: row.failedAt?.toISOString() ?? null,
        attempts: row.attempts,
        redrives: row.redrives,
        lastError: row.lastError,
      }));
      return {
        service,
        counts: { pending: metrics.pending, enqueued: metrics.enqueuedNotCompleted, delayed: metrics.delayed, failed: metrics.failed },
        items,
      };
    }

    @Handles(outboxRedriveCommand(service))
    async redrive(@Payload() request: OutboxRedriveMessage): Promise<OutboxRedriveReply> {
      return { service, redriven: await this.relay.redrive(request.ids) };
    }
  }
  return OutboxController;
}
