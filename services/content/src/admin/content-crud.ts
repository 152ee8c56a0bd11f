import type { AdminListQuery, DeletedReply, Page } from '@lakbay/contracts';
import {
  type EntityData,
  EntityManager,
  type EntityName,
  type FilterQuery,
  LockMode,
  type FindOptions,
  type RequiredEntityData,
} from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { ContentWriter } from '../changes/content-writer';
import type { WriteSet } from '../changes/content-writes';
import { notFound, uniqueOr409 } from '../common/errors';
import { paging, toPage, wordsFilter } from '../common/paging';

/** A content record an admin edits: every kind has an id and a published flag. */
export interface ContentRecord {
  id: string;
  published: boolean;
}

/** What the admin message handlers call: content.admin.<kind>.{list,get,create,update,delete}. */
export interface AdminCrud<I, R> {
  adminList(query: AdminListQuery): Promise<Page<R>>;
  adminGet(id: string): Promise<R>;
  create(input: I): Promise<R>;
  update(id: string, changes: Partial<I>): Promise<R>;
  delete(id: string): Promise<DeletedReply>;
}

/**
 * The admin CRUD of one content kind (every record, published or not). A kind's service extends it
 * and fills in what differs: its entity, how admins list it, its values and checks, the
 * bookkeeping of its writes. Its public reads stay in the kind's service beside these.
 */
@Injectable()
export abstract class ContentCrud<E extends ContentRecord, I extends object, R> implements AdminCrud<I, R> {
  protected abstract readonly entity: EntityName<E>;
  /** Names the record in "There is no such job." */
  protected abstract readonly noun: string;
  /** Fields an admin's words (q) are looked for in. */
  protected abstract readonly searched: string[];
  protected abstract readonly adminOrder: FindOptions<E>['orderBy'];
  /** Updates and deletes lock the record (events: seats are counted under the lock). */
  protected readonly locked: boolean = false;

  constructor(
    protected readonly em: EntityManager,
    protected readonly writer: ContentWriter,
  ) {}

  /** The admin's view of records, in the order given. */
  protected abstract toAdmin(em: EntityManager, records: E[]): R[] | Promise<R[]>;
  /** A new record's values, checked (cross-field rules, unique keys, related records). */
  protected abstract createValues(tx: EntityManager, input: I): RequiredEntityData<E> | Promise<RequiredEntityData<E>>;
  /** The values a PATCH changes, checked against the record as it stands. */
  protected abstract updateValues(tx: EntityManager, record: E, changes: Partial<I>): EntityData<E> | Promise<EntityData<E>>;
  /** The bookkeeping of a write: content versions, change-feed entries (record null once deleted). */
  protected abstract written(writes: WriteSet, id: string, record: E | null): void;

  /** Filters of the admin list beyond published (a category, for kinds that have one). */
  protected adminFilter(_query: AdminListQuery): FilterQuery<E> {
    return {};
  }

  /** The 409 when a concurrent writer took the record's unique key first; undefined for none. */
  protected taken(_record: E): string | undefined {
    return undefined;
  }

  /** After an update is flushed. */
  protected async updated(_tx: EntityManager, _record: E, _writes: WriteSet): Promise<void> {}

  /** After a delete is flushed: other records stop pointing at it. */
  protected async deleted(_tx: EntityManager, _id: string, _writes: WriteSet): Promise<void> {}

  async adminList(query: AdminListQuery): Promise<Page<R>> {
    const page = paging(query);
    const where = {
      ...(query.published !== undefined ? { published: query.published } : {}),
      ...(this.adminFilter(query) as object),
    } as FilterQuery<E>;
    const words = wordsFilter(query.q, this.searched);
    const [records, total] = await this.em.findAndCount(this.entity, (words ? { $and: [where, words] } : where) as FilterQuery<E>, {
      orderBy: this.adminOrder,
      limit: page.pageSize,
      offset: page.offset,
    });
    return toPage(await this.toAdmin(this.em, records), total, page);
  }

  async adminGet(id: string): Promise<R> {
    return this.toAdminOne(this.em, await this.load(this.em, id, false));
  }

  create(input: I): Promise<R> {
    return this.writer.write(async (tx, writes) => {
      const record = tx.create(this.entity, await this.createValues(tx, input));
      await this.flush(tx, record);
      this.written(writes, record.id, record);
      writes.audit(this.auditKind(tx), record.id, 'create');
      return this.toAdminOne(tx, record);
    });
  }

  update(id: string, changes: Partial<I>): Promise<R> {
    return this.writer.write(async (tx, writes) => {
      const record = await this.load(tx, id, this.locked);
      // Typed as ContentRecord: MikroORM cannot relate a generic entity to its data (each kind's updateValues is typed).
      tx.assign<ContentRecord>(record, await this.updateValues(tx, record, changes));
      await this.flush(tx, record);
      await this.updated(tx, record, writes);
      this.written(writes, id, record);
      writes.audit(this.auditKind(tx), id, 'update');
      return this.toAdminOne(tx, record);
    });
  }

  delete(id: string): Promise<DeletedReply> {
    return this.writer.write(async (tx, writes) => {
      tx.remove(await this.load(tx, id, this.locked));
      await tx.flush();
      await this.deleted(tx, id, writes);
      this.written(writes, id, null);
      writes.audit(this.auditKind(tx), id, 'delete');
      return { id, deleted: true as const };
    });
  }

  /** The kind named in the audit trail: the record's table (career, job, video, event, faq, coaching_resource). */
  private auditKind(em: EntityManager): string {
    return em.getMetadata().get(this.entity).tableName;
  }

  protected async load(em: EntityManager, id: string, lock: boolean): Promise<E> {
    const record = await em.findOne(this.entity, { id } as FilterQuery<E>, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!record) {
      throw notFound(this.noun);
    }
    return record;
  }

  private async flush(tx: EntityManager, record: E): Promise<void> {
    const taken = this.taken(record);
    await (taken === undefined ? tx.flush() : uniqueOr409(() => tx.flush(), taken));
  }

  private async toAdminOne(em: EntityManager, record: E): Promise<R> {
    const [admin] = await this.toAdmin(em, [record]);
    return admin;
  }
}
