import { APP_CONFIG, type AppConfig, Outbox, afterCommit } from '@lakbay/platform';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { ContentEvents } from './content-events';
import { type WriteSet, writeContent } from './content-writes';

/** Admin and registration writes: one transaction with its bookkeeping, then the nudges. */
@Injectable()
export class ContentWriter {
  constructor(
    private readonly em: EntityManager,
    private readonly events: ContentEvents,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async write<T>(work: (tx: EntityManager, writes: WriteSet) => Promise<T>): Promise<T> {
    const { result, lastSeq, mails, kinds } = await writeContent(this.em, work, {
      publicUrl: this.config.http.publicUrl,
      organizer: this.config.scheduling?.email,
    });
    if (mails > 0) {
      await afterCommit(() => this.outbox.nudge());
    }
    await this.events.changed(lastSeq);
    await this.events.invalidated(kinds);
    return result;
  }
}
