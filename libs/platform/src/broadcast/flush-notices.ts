import type { BroadcastMap, BroadcastTopic } from '@lakbay/contracts';
import type { ChangeSet, EntityManager, EventSubscriber, FlushEventArgs, UnitOfWork } from '@mikro-orm/core';
import { afterCommit } from '../idempotency/after-commit';
import type { Broadcasts } from './broadcasts';

export type Notice = { [T in BroadcastTopic]: [T, BroadcastMap[T]] }[BroadcastTopic];

/**
 * Broadcasts notices about every flush of an EntityManager's ORM, once the write has committed:
 * after the surrounding `inTransaction` commits, or right after a flush outside one (MikroORM
 * commits such a flush itself before afterFlush). `notices` turns a flush's change sets into
 * what to send. Seeing every flush means no write path can forget to tell the BFFs.
 */
export function broadcastFlushes(em: EntityManager, broadcasts: Broadcasts, notices: (changes: ChangeSet<object>[]) => Notice[]): void {
  const pending = new WeakMap<UnitOfWork, Notice[]>();
  const subscriber: EventSubscriber = {
    onFlush({ uow }: FlushEventArgs): void {
      const found = notices(uow.getChangeSets() as ChangeSet<object>[]);
      if (found.length > 0) {
        pending.set(uow, found);
      }
    },
    async afterFlush({ uow }: FlushEventArgs): Promise<void> {
      const found = pending.get(uow);
      pending.delete(uow);
      for (const [topic, data] of found ?? []) {
        await afterCommit(() => broadcasts.publish(topic, data));
      }
    },
  };
  em.getEventManager().registerSubscriber(subscriber);
}
