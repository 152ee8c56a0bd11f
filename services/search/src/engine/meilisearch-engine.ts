import type { SearchDocument, SearchResultType } from '@lakbay/contracts';
import { Logger } from '@nestjs/common';
import { type EnqueuedTaskPromise, type Index, Meilisearch, type Task } from 'meilisearch';
import { type BytePosition, matchesFromPositions } from './match-ranges';
import {
  type DocumentRef,
  type EngineHit,
  type EngineQuery,
  type IndexSettings,
  type SearchEngine,
  documentKey,
  titleKey,
} from './search-engine';
import { meilisearchSynonyms } from './synonyms';

export interface MeilisearchEngineOptions {
  url: string;
  apiKey?: string;
  /** Uid of the documents' index; the cursors live in `<indexUid>_cursors`. */
  indexUid: string;
  /** How long to wait for Meilisearch to apply a write. */
  taskTimeoutMs?: number;
}

/** What is stored per record: the SearchDocument plus its primary key. */
interface IndexedDocument extends SearchDocument {
  key: string;
  [field: string]: unknown;
}

interface CursorDocument {
  owner: string;
  seq: number;
  [field: string]: unknown;
}

const TYPES: readonly SearchResultType[] = ['COACH', 'CAREER', 'VIDEO'];

/**
 * Meilisearch through the official client. Settings are applied at open; every write waits for
 * its task to succeed (so a cursor is saved only after Meilisearch applied the documents before
 * it). Cursors are documents of a second index beside the first: a Meilisearch whose data is lost
 * loses them too, and the search service then rebuilds from the owners. All replicas of the search
 * service share the index.
 */
export class MeilisearchEngine implements SearchEngine {
  readonly kind = 'meilisearch' as const;
  private readonly logger = new Logger('MeilisearchEngine');
  private readonly client: Meilisearch;
  private readonly documents: Index<IndexedDocument>;
  private readonly cursorIndex: Index<CursorDocument>;

  constructor(private readonly options: MeilisearchEngineOptions) {
    this.client = new Meilisearch({ host: options.url, apiKey: options.apiKey, timeout: 10_000 });
    this.documents = this.client.index<IndexedDocument>(options.indexUid);
    this.cursorIndex = this.client.index<CursorDocument>(`${options.indexUid}_cursors`);
  }

  async open(settings: IndexSettings): Promise<void> {
    await this.ensureIndex(this.options.indexUid, 'key');
    await this.ensureIndex(`${this.options.indexUid}_cursors`, 'owner');
    await this.wait(
      this.documents.updateSettings({
        searchableAttributes: settings.searchableAttributes,
        displayedAttributes: settings.displayedAttributes,
        filterableAttributes: settings.filterableAttributes,
        rankingRules: settings.rankingRules,
        distinctAttribute: settings.distinctAttribute,
        typoTolerance: {
          enabled: settings.typoTolerance.enabled,
          minWordSizeForTypos: settings.typoTolerance.minWordSizeForTypos,
        },
        synonyms: meilisearchSynonyms(settings.synonyms),
      }),
      'apply the index settings',
    );
    this.logger.log(`Using Meilisearch index ${this.options.indexUid} at ${this.options.url}`);
  }

  async upsert(documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) {
      return;
    }
    const rows: IndexedDocument[] = documents.map((d) => ({
      key: documentKey(d),
      type: d.type,
      id: d.id,
      title: d.title,
      titleKey: titleKey(d.title),
      path: d.path,
      fields: d.fields,
    }));
    // addDocuments replaces whole documents with the same primary key.
    await this.wait(this.documents.addDocuments(rows, { primaryKey: 'key' }), 'add documents');
  }

  async delete(refs: DocumentRef[]): Promise<void> {
    if (refs.length === 0) {
      return;
    }
    await this.wait(this.documents.deleteDocuments(refs.map(documentKey)), 'delete documents');
  }

  async search(query: EngineQuery): Promise<EngineHit[]> {
    const types = (query.types ?? []).filter((t) => TYPES.includes(t));
    const response = await this.documents.search(query.q, {
      limit: query.limit,
      attributesToRetrieve: ['type', 'id', 'title', 'path', 'fields'],
      showMatchesPosition: true,
      matchingStrategy: 'last',
      ...(types.length > 0 ? { filter: `type IN [${types.map((t) => `"${t}"`).join(', ')}]` } : {}),
    });
    return response.hits.map((hit) => {
      const document: SearchDocument = { type: hit.type, id: hit.id, title: hit.title, path: hit.path, fields: hit.fields ?? {} };
      // oxlint-disable-next-line eslint/no-underscore-dangle -- Meilisearch's name for the match positions
      const positions = (hit._matchesPosition ?? {}) as Record<string, BytePosition[] | undefined>;
      return { document, matches: matchesFromPositions(document, positions) };
    });
  }

  async clear(): Promise<void> {
    await this.wait(this.documents.deleteAllDocuments(), 'clear the index');
    await this.wait(this.cursorIndex.deleteAllDocuments(), 'clear the cursors');
  }

  async count(): Promise<number> {
    return (await this.documents.getStats()).numberOfDocuments;
  }

  async cursors(): Promise<Record<string, number>> {
    const { results } = await this.cursorIndex.getDocuments({ limit: 1000 });
    return Object.fromEntries(results.map((r) => [r.owner, r.seq]));
  }

  async saveCursors(cursors: Record<string, number>): Promise<void> {
    const rows = Object.entries(cursors).map(([owner, seq]) => ({ owner, seq }));
    if (rows.length > 0) {
      await this.wait(this.cursorIndex.addDocuments(rows, { primaryKey: 'owner' }), 'save the cursors');
    }
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private async ensureIndex(uid: string, primaryKey: string): Promise<void> {
    const task = await this.client.createIndex(uid, { primaryKey }).waitTask({ timeout: this.options.taskTimeoutMs ?? 60_000 });
    if (task.status === 'failed' && task.error?.code !== 'index_already_exists') {
      throw new Error(`Meilisearch could not create index ${uid}: ${task.error?.message ?? 'unknown error'}`);
    }
  }

  /** Waits for a write's task; a failed or cancelled task is an error (nothing may move on). */
  private async wait(promise: EnqueuedTaskPromise, what: string): Promise<Task> {
    const task = await promise.waitTask({ timeout: this.options.taskTimeoutMs ?? 60_000 });
    if (task.status !== 'succeeded') {
      throw new Error(`Meilisearch could not ${what}: ${task.error?.message ?? task.status}`);
    }
    return task;
  }
}
