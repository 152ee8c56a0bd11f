import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { ContentEvents } from './content-events';
import { type WriteSet, writeContent } from './content-writes';

/** Admin and registration writes: one transaction with its bookkeeping, then the nudge. */
@Injectable()
export class ContentWriter {
  constructor(
    private readonly em: EntityManager,
    private readonly events: ContentEvents,
  ) {}

  async write<T>(work: (tx: EntityManager, writes: WriteSet) => Promise<T>): Promise<T> {
    const { result, lastSeq, kinds } = await writeContent(this.em, work);
    await this.events.changed(lastSeq);
    await this.events.invalidated(kinds);
    return result;
  }
}
