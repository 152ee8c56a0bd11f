import { ErrorCode, type SearchDocument } from '@lakbay/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { ADMINS_ONLY, type ChangeLogTable, type ChangeToRecord, Outbox, currentCall, inTransaction, recordChanges } from '@lakbay/platform';
import { ContentError } from '../common/errors';
import type { EventRegistration } from '../entities/event-registration.entity';
import type { ContentEvent } from '../entities/event.entity';
import { type RegistrationChange, registrationMail } from '../events/registration-mails';
import type { SqlEntityManager } from '@mikro-orm/sql';

export const CONTENT_SCHEMA = 'content';
export const table = (name: string): string => `"${CONTENT_SCHEMA}"."${name}"`;

/** Kinds of record with their own content version (the source of ETags). */
export type ContentKind = 'career' | 'video' | 'job' | 'event' | 'faq' | 'resource';

/** The services are given core's EntityManager; both drivers (PGlite, PostgreSQL) are SQL ones. */
export const sqlEm = (em: EntityManager): SqlEntityManager => em as unknown as SqlEntityManager;

/** The careers and videos feed (content.changes). */
export const CONTENT_CHANGES: ChangeLogTable = { table: table('content_change'), typeColumn: 'type', lockId: 7_246_002 };

/** An admin's change to one record, for the audit trail. */
export type AuditOp = 'create' | 'update' | 'delete';

interface PendingAudit {
  kind: string;
  id: string;
  op: AuditOp;
}

/** A registration that reached a status its Kadet is e-mailed about. */
interface RegistrationNotice {
  event: ContentEvent;
  registration: EventRegistration;
  status: EventRegistration['status'];
  change: RegistrationChange;
}

/** What one write touched: kinds whose version goes up, entries for the change feed and the audit trail, e-mails due. */
export class WriteSet {
  readonly kinds = new Set<ContentKind>();
  readonly changes: ChangeToRecord[] = [];
  readonly audits: PendingAudit[] = [];
  readonly notices: RegistrationNotice[] = [];

  /** Records the change in content.audit_log under the call's verified actor (an admin). */
  audit(kind: string, id: string, op: AuditOp): void {
    this.audits.push({ kind, id, op });
  }

  touch(kind: ContentKind): void {
    this.kinds.add(kind);
  }

  /** A feed entry for a career or video: its search document when visible, null when not. */
  change(type: 'CAREER' | 'VIDEO', id: string, document: SearchDocument | null): void {
    this.touch(type === 'CAREER' ? 'career' : 'video');
    this.changes.push({ type, id, document });
  }

  /** The registration's Kadet is e-mailed about its status now, through the outbox of this transaction. */
  notify(event: ContentEvent, registration: EventRegistration, change: RegistrationChange): void {
    this.notices.push({ event, registration, status: registration.status, change });
  }
}

export interface WriteOptions {
  /** PUBLIC_URL, for the links in e-mails; needed by writes that notify. */
  publicUrl?: string;
  /** The organiser of the events' calendar invitations (SCHEDULING_EMAIL, as for bookings). */
  organizer?: string;
}

export interface WriteResult<T> {
  result: T;
  /** Sequence number of the last feed entry written, or null when none was. */
  lastSeq: number | null;
  /** E-mails recorded in the outbox. */
  mails: number;
  /** Kinds whose content version went up (what caches of answers must drop). */
  kinds: ContentKind[];
}

/**
 * Runs a write in one transaction with its bookkeeping: the content versions of the kinds it
 * touched go up, its change-feed entries are inserted and its e-mails recorded in the outbox (both
 * transactional outboxes), so a committed change always has its feed entry and e-mails and a
 * rolled-back one never does.
 */
export async function writeContent<T>(
  em: EntityManager,
  work: (tx: EntityManager, writes: WriteSet) => Promise<T>,
  options: WriteOptions = {},
): Promise<WriteResult<T>> {
  return inTransaction(em, async (tx) => {
    const writes = new WriteSet();
    const result = await work(tx, writes);
    await tx.flush();
    const sql = sqlEm(tx);
    // Rows are locked in one order (sorted) so concurrent writers cannot deadlock; the feed's own
    // lock comes last (recordChanges).
    const kinds = [...writes.kinds].sort();
    for (const kind of kinds) {
      await sql.execute(
        `update ${table('content_version')} set "version" = nextval('${CONTENT_SCHEMA}.content_version_seq'), "updated_at" = now() where "kind" = ?`,
        [kind],
      );
    }
    if (writes.audits.length > 0) {
      const actor = currentCall()?.actor;
      if (!actor) {
        // Admin commands cannot get here without one (CallContextInterceptor): never write unaudited.
        throw new ContentError(ErrorCode.FORBIDDEN, ADMINS_ONLY);
      }
      for (const entry of writes.audits) {
        await sql.execute(
          `insert into ${table('audit_log')} ("actor_id", "real_admin_id", "kind", "record_id", "op") values (?, ?, ?, ?, ?)`,
          [actor.userId, actor.realAdminId ?? null, entry.kind, entry.id, entry.op],
        );
      }
    }
    let mails = 0;
    for (const notice of writes.notices) {
      if (options.publicUrl === undefined) {
        throw new Error('writeContent: a write that notifies needs options.publicUrl');
      }
      const mail = registrationMail(notice.event, notice.registration, notice.status, notice.change, options.publicUrl, options.organizer);
      if (mail) {
        await Outbox.record(tx, 'mail.send', mail);
        mails++;
      }
    }
    return { result, lastSeq: await recordChanges(tx, CONTENT_CHANGES, writes.changes), mails, kinds: [...writes.kinds] };
  });
}

/** Current versions of the given kinds, in the order asked. */
export async function readVersions(em: EntityManager, kinds: ContentKind[]): Promise<number[]> {
  const rows = await sqlEm(em).execute<{ kind: string; version: string }[]>(
    `select "kind", "version" from ${table('content_version')} where "kind" in (${kinds.map(() => '?').join(', ')})`,
    kinds,
  );
  const byKind = new Map(rows.map((r) => [r.kind, Number(r.version)]));
  return kinds.map((k) => byKind.get(k) ?? 0);
}
