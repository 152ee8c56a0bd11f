import { EntityManager } from '@mikro-orm/core';
import { Broadcasts, OutboxEntry, broadcastFlushes } from '@lakbay/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';

/**
 * After any committed change to trainings, windows (calendar sync), bookings or reviews, tells
 * every BFF to drop the coach pages' scheduling parts it keeps (services/bff/src/cache).
 */
@Injectable()
export class SchedulingInvalidations implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly broadcasts: Broadcasts,
  ) {}

  onModuleInit(): void {
    broadcastFlushes(this.em, this.broadcasts, (changes) =>
      changes.some((change) => !(change.entity instanceof OutboxEntry)) ? [['scheduling.invalidated', {}]] : [],
    );
  }
}
