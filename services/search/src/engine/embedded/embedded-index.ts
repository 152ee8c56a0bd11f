import type { SearchDocument, SearchResultType } from '@lakbay/contracts';
import SearchableMap from 'minisearch/SearchableMap';
import { type MatchedTerms, computeMatches, searchableFields } from '../match-ranges';
import { type EngineHit, type EngineQuery, INDEX_SETTINGS, type IndexSettings, documentKey, titleKey } from '../search-engine';
import { queryVariants } from '../synonyms';
import { allowedTypos, queryTerms, terms } from '../text';

/** Documents of one term in one attribute, by internal number, ascending (append-only). */
interface Postings {
  /** Per searchable attribute, in rank order (0 = title). */
  lists: number[][];
}

interface Stored {
  document: SearchDocument;
  key: string;
}

const TYPE_CODES: Record<SearchResultType, number> = { COACH: 1, CAREER: 2, VIDEO: 3 };

interface Derivation {
  postings: Postings;
  typos: number;
  prefix: boolean;
}

// Score of one query word in one document. The sum over the query's words sorts like Meilisearch's
// ranking rules in order: more words matched, then fewer typos, then earlier attributes (title),
// then exact words over prefixes; shorter titles break ties.
const WORD = 1_000_000;
const TYPO = 10_000;
const ATTRIBUTE = 100;
const EXACT = 1;

/** Prefix expansions considered for the last word; the most frequent terms first. */
const MAX_PREFIX_TERMS = 2000;

/**
 * The embedded engine's in-memory index: an inverted index whose term dictionary is MiniSearch's
 * radix tree (SearchableMap, for prefix and Levenshtein look-ups) and whose ranking is a bucket
 * sort like Meilisearch's, keeping only the best `limit` documents (a heap), so a query costs the
 * postings it touches and never a sort of every match.
 */
export class EmbeddedIndex {
  private readonly dictionary = new SearchableMap<Postings>();
  /** By internal number; undefined once deleted (its postings are skipped until compaction). */
  private stored: Array<Stored | undefined> = [];
  private readonly byKey = new Map<string, number>();
  private deleted = 0;
  private readonly attributes: number;
  // Per internal number, in flat arrays so that ranking many candidates touches no objects:
  // 1 while live; the tie-break bonus (shorter titles first); the type's code.
  private live = new Uint8Array(1024);
  private bonus = new Float64Array(1024);
  private typeCode = new Uint8Array(1024);
  /** Per internal number, its title's number when duplicates by title are removed (distinctAttribute). */
  private titleId = new Int32Array(1024);
  private readonly titleIds = new Map<string, number>();
  private readonly distinct: boolean;
  // Scratch space reused by every query (the index is used from one thread).
  private scores = new Float64Array(0);
  private scoreStamp = new Uint32Array(0);
  private wordBest = new Float64Array(0);
  private wordStamp = new Uint32Array(0);
  private stamp = 0;

  constructor(private readonly settings: IndexSettings = INDEX_SETTINGS) {
    this.attributes = Math.max(1, settings.searchableAttributes.length);
    this.distinct = settings.distinctAttribute === 'titleKey';
  }

  get size(): number {
    return this.byKey.size;
  }

  /** Every live document, in insertion order. */
  documents(): SearchDocument[] {
    const out: SearchDocument[] = [];
    for (const entry of this.stored) {
      if (entry) {
        out.push(entry.document);
      }
    }
    return out;
  }

  upsert(document: SearchDocument): void {
    const key = documentKey(document);
    this.remove(key);
    const number = this.stored.length;
    const fields = searchableFields(document);
    this.stored.push({ document, key });
    this.byKey.set(key, number);
    this.grow(number + 1);
    this.live[number] = 1;
    this.bonus[number] = 0.5 / (1 + terms(document.title).length);
    this.typeCode[number] = TYPE_CODES[document.type] ?? 0;
    if (this.distinct) {
      const title = titleKey(document.title);
      let id = this.titleIds.get(title);
      if (id === undefined) {
        id = this.titleIds.size;
        this.titleIds.set(title, id);
      }
      this.titleId[number] = id;
    }
    // Attribute rank: title is 0; every other field shares the rank of 'fields'.
    const rankOf = (field: string) => {
      const rank = this.settings.searchableAttributes.indexOf(field === 'title' ? 'title' : 'fields');
      return rank < 0 ? this.attributes - 1 : rank;
    };
    const seen = new Set<string>();
    for (const [field, value] of fields) {
      const rank = rankOf(field);
      for (const term of terms(value)) {
        const mark = `${rank}:${term}`;
        if (seen.has(mark)) {
          continue;
        }
        seen.add(mark);
        let postings = this.dictionary.get(term);
        if (!postings) {
          postings = { lists: Array.from({ length: this.attributes }, () => []) };
          this.dictionary.set(term, postings);
        }
        postings.lists[rank].push(number);
      }
    }
  }

  delete(key: string): void {
    this.remove(key);
  }

  clear(): void {
    this.dictionary.clear();
    this.stored = [];
    this.byKey.clear();
    this.deleted = 0;
    this.live.fill(0);
    this.titleIds.clear();
  }

  private grow(size: number): void {
    if (size <= this.live.length) {
      return;
    }
    const capacity = Math.max(size, this.live.length * 2);
    const live = new Uint8Array(capacity);
    live.set(this.live);
    const bonus = new Float64Array(capacity);
    bonus.set(this.bonus);
    const typeCode = new Uint8Array(capacity);
    typeCode.set(this.typeCode);
    const titleId = new Int32Array(capacity);
    titleId.set(this.titleId);
    this.live = live;
    this.bonus = bonus;
    this.typeCode = typeCode;
    this.titleId = titleId;
  }

  private remove(key: string): void {
    const number = this.byKey.get(key);
    if (number === undefined) {
      return;
    }
    this.stored[number] = undefined;
    this.live[number] = 0;
    this.byKey.delete(key);
    this.deleted += 1;
    // Deleted documents still sit in postings; rebuild once they are a quarter of the index.
    if (this.deleted > 1000 && this.deleted > this.stored.length / 4) {
      this.compact();
    }
  }

  private compact(): void {
    const live = this.documents();
    this.clear();
    for (const document of live) {
      this.upsert(document);
    }
  }

  search(query: EngineQuery): EngineHit[] {
    const words = queryTerms(query.q);
    if (words.length === 0 || query.limit <= 0) {
      return [];
    }
    // Like Meilisearch, the last word is a prefix unless the query ends with a separator.
    const lastIsPrefix = /[^\p{Z}\p{P}\p{Cc}]$/u.test(query.q);
    let allowed = 0;
    for (const type of query.types ?? []) {
      allowed |= 1 << (TYPE_CODES[type] ?? 0);
    }
    // Synonyms: the query again with each alternative in place of the words it replaces; a
    // document keeps its best score over the variants, and the words that variant matched.
    const best = new Map<number, { number: number; score: number; matched: MatchedTerms }>();
    for (const variant of queryVariants(words, this.settings.synonyms)) {
      const matched: MatchedTerms = new Map();
      const candidates = this.score(variant, lastIsPrefix, matched);
      const top = new TopK(query.limit);
      for (const number of candidates) {
        if (allowed !== 0 && (allowed & (1 << this.typeCode[number])) === 0) {
          continue;
        }
        // Ties: shorter titles first (then older documents, in TopK).
        top.offer(number, this.scores[number] + this.bonus[number], this.distinct ? this.titleId[number] : number);
      }
      for (const { item, score } of top.ranked()) {
        const key = this.distinct ? this.titleId[item] : item;
        const kept = best.get(key);
        if (!kept || kept.score < score || (kept.score === score && kept.number > item)) {
          best.set(key, { number: item, score, matched });
        }
      }
    }
    return [...best.values()]
      .sort((a, b) => b.score - a.score || a.number - b.number)
      .slice(0, query.limit)
      .map(({ number, matched }) => {
        const document = this.stored[number]!.document;
        return { document, matches: computeMatches(document, matched) };
      });
  }

  /** Scores every document a query word reaches; returns their numbers. */
  private score(words: string[], lastIsPrefix: boolean, matched: MatchedTerms): number[] {
    this.ensureScratch();
    const queryStamp = this.nextStamp();
    const candidates: number[] = [];
    for (let w = 0; w < words.length; w++) {
      const word = words[w];
      const derivations = this.derive(word, lastIsPrefix && w === words.length - 1, matched);
      const wordStamp = this.nextStamp();
      const touched: number[] = [];
      for (const { postings, typos, prefix } of derivations) {
        for (let rank = 0; rank < postings.lists.length; rank++) {
          const value = WORD - typos * TYPO + (this.attributes - 1 - rank) * ATTRIBUTE + (typos === 0 && !prefix ? EXACT : 0);
          for (const number of postings.lists[rank]) {
            if (this.live[number] === 0) {
              continue;
            }
            if (this.wordStamp[number] !== wordStamp) {
              this.wordStamp[number] = wordStamp;
              this.wordBest[number] = value;
              touched.push(number);
            } else if (value > this.wordBest[number]) {
              this.wordBest[number] = value;
            }
          }
        }
      }
      for (const number of touched) {
        if (this.scoreStamp[number] !== queryStamp) {
          this.scoreStamp[number] = queryStamp;
          this.scores[number] = 0;
          candidates.push(number);
        }
        this.scores[number] = this.scores[number] + this.wordBest[number];
      }
    }
    return candidates;
  }

  /** The index terms a query word matches: itself, its typo variants, and words it begins. */
  private derive(word: string, asPrefix: boolean, matched: MatchedTerms): Derivation[] {
    const out: Derivation[] = [];
    const exact = this.dictionary.get(word);
    if (exact) {
      out.push({ postings: exact, typos: 0, prefix: false });
      matched.set(word, {});
    }
    const { enabled, minWordSizeForTypos } = this.settings.typoTolerance;
    const maxTypos = enabled ? allowedTypos(word, minWordSizeForTypos.oneTypo, minWordSizeForTypos.twoTypos) : 0;
    if (maxTypos > 0) {
      for (const [term, [postings, distance]] of this.dictionary.fuzzyGet(word, maxTypos)) {
        if (distance > 0) {
          out.push({ postings, typos: distance, prefix: false });
          if (!matched.has(term)) {
            matched.set(term, {});
          }
        }
      }
    }
    if (asPrefix) {
      const expansions: Array<[string, Postings, number]> = [];
      for (const [term, postings] of this.dictionary.atPrefix(word)) {
        if (term !== word) {
          expansions.push([term, postings, frequency(postings)]);
        }
      }
      if (expansions.length > MAX_PREFIX_TERMS) {
        expansions.sort((a, b) => b[2] - a[2]).length = MAX_PREFIX_TERMS;
      }
      for (const [term, postings] of expansions) {
        out.push({ postings, typos: 0, prefix: true });
        if (!matched.has(term)) {
          matched.set(term, { prefixLength: word.length });
        }
      }
    }
    return out;
  }

  private ensureScratch(): void {
    const needed = this.stored.length;
    if (this.scores.length >= needed) {
      return;
    }
    const capacity = Math.max(1024, needed * 2);
    this.scores = new Float64Array(capacity);
    this.scoreStamp = new Uint32Array(capacity);
    this.wordBest = new Float64Array(capacity);
    this.wordStamp = new Uint32Array(capacity);
    this.stamp = 0;
  }

  private nextStamp(): number {
    if (this.stamp >= 0xfffffff0) {
      this.scoreStamp.fill(0);
      this.wordStamp.fill(0);
      this.stamp = 0;
    }
    this.stamp += 1;
    return this.stamp;
  }
}

function frequency(postings: Postings): number {
  let total = 0;
  for (const list of postings.lists) {
    total += list.length;
  }
  return total;
}

/**
 * The k best items by score, the lower item first among equal scores, keeping at most one item per
 * key (the best): a binary min-heap of size k whose positions are tracked by key. Most candidates
 * rank below the heap's worst and are refused after one comparison.
 */
class TopK {
  private readonly items: number[] = [];
  private readonly scores: number[] = [];
  private readonly keys: number[] = [];
  private readonly positions = new Map<number, number>();

  constructor(private readonly k: number) {}

  offer(item: number, score: number, key: number): void {
    const full = this.items.length >= this.k;
    if (full && !this.worse(0, item, score)) {
      return;
    }
    const at = this.positions.get(key);
    if (at !== undefined) {
      // The key is in the heap already: keep the better of the two.
      if (this.worse(at, item, score)) {
        this.items[at] = item;
        this.scores[at] = score;
        this.down(at);
      }
      return;
    }
    if (!full) {
      this.items.push(item);
      this.scores.push(score);
      this.keys.push(key);
      this.positions.set(key, this.items.length - 1);
      this.up(this.items.length - 1);
      return;
    }
    this.positions.delete(this.keys[0]);
    this.items[0] = item;
    this.scores[0] = score;
    this.keys[0] = key;
    this.positions.set(key, 0);
    this.down(0);
  }

  /** Best first, with their scores. */
  ranked(): Array<{ item: number; score: number }> {
    return this.items.map((item, i) => ({ item, score: this.scores[i] })).sort((a, b) => b.score - a.score || a.item - b.item);
  }

  private up(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.worse(i, this.items[parent], this.scores[parent])) {
        return;
      }
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(i: number): void {
    const n = this.items.length;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < n && this.worse(left, this.items[smallest], this.scores[smallest])) {
        smallest = left;
      }
      if (right < n && this.worse(right, this.items[smallest], this.scores[smallest])) {
        smallest = right;
      }
      if (smallest === i) {
        return;
      }
      this.swap(i, smallest);
      i = smallest;
    }
  }

  /** Whether the entry at position i ranks below (item, score). */
  private worse(i: number, item: number, score: number): boolean {
    const own = this.scores[i];
    return own < score || (own === score && this.items[i] > item);
  }

  private swap(a: number, b: number): void {
    const item = this.items[a];
    this.items[a] = this.items[b]!;
    this.items[b] = item;
    const score = this.scores[a];
    this.scores[a] = this.scores[b]!;
    this.scores[b] = score;
    const key = this.keys[a];
    this.keys[a] = this.keys[b]!;
    this.keys[b] = key;
    this.positions.set(this.keys[a], a);
    this.positions.set(this.keys[b], b);
  }
}
