import { searchableFields } from './match-ranges';
import type { EngineHit, IndexSettings } from './search-engine';
import { queryVariants } from './synonyms';
import { allowedTypos, queryTerms, terms } from './text';

/**
 * How well a hit answers a query, judged on its own text the same way whatever engine found it:
 * - NAMED: every word of the query (or of one of its synonym variants: "pulis" → "police officer")
 *   is a word of the title, exactly or with the typos allowed ("softwre").
 * - NAMED_BEGUN: the same, the last word typed being the beginning of a word of the title ("nur").
 * - RELATED: every word is in the record (title or other fields) exactly.
 * - BEGUN: every word is in the record, exactly or (the last one) as the beginning of a word only:
 *   "cop" in "copywriting".
 * - WEAK: anything less (a word reached only through a typo, or only some of the words).
 * Query words that no hit contains at all ("sa" in "nars sa cebu") are left out of the count, as
 * Meilisearch leaves out the last words when nothing matches them all, except words with synonyms
 * ("nars") and the words of their alternatives.
 */
export const Tier = { WEAK: 1, BEGUN: 2, RELATED: 3, NAMED_BEGUN: 4, NAMED: 5 } as const;
export type Tier = (typeof Tier)[keyof typeof Tier];

interface HitText {
  title: Set<string>;
  all: Set<string>;
}

/**
 * Orders and trims an engine's hits so that search understands how students ask, for both engines:
 * when the query names a career, the careers come first (before videos and coaches, however well
 * these match); then hits are ranked by tier (Tier, best first), in the engine's order within one. After a career the query names, only named and related hits are kept ("pulis" does
 * not list Bookkeeper, reached only through a typo; "cop" lists Police Officer, not Copywriter,
 * whose title only begins with it); after a career whose title the last word begins ("nur"), only
 * those and related hits; otherwise weak hits are dropped when any hit is better. Cost: the words of the hits (at most a page of them).
 */
export function rankHits(q: string, hits: EngineHit[], settings: Pick<IndexSettings, 'synonyms' | 'typoTolerance'>): EngineHit[] {
  const words = queryTerms(q);
  if (words.length === 0 || hits.length === 0) {
    return hits;
  }
  const lastIsPrefix = /[^\p{Z}\p{P}\p{Cc}]$/u.test(q);
  const variants = queryVariants(words, settings.synonyms);
  const keyWords = synonymKeyWords(settings.synonyms);
  const typed = new Set(words);
  const texts = hits.map(hitText);
  const { enabled, minWordSizeForTypos } = settings.typoTolerance;
  const typos = (word: string) => (enabled ? allowedTypos(word, minWordSizeForTypos.oneTypo, minWordSizeForTypos.twoTypos) : 0);

  const tiers = hits.map(() => Tier.WEAK as Tier);
  for (const variant of variants) {
    const prefixAt = lastIsPrefix ? variant.length - 1 : -1;
    // Per word: how it matches in each hit (Match).
    // A word a title matched with a typo ("softwre": software) is what the student meant: the
    // records that have that word have the query's word exactly. Only for typed words no hit has.
    const meant = variant.map((word) => {
      const found = new Set<string>();
      if (!typed.has(word) || texts.some((text) => text.all.has(word))) {
        return [];
      }
      for (const text of texts) {
        for (const term of text.title) {
          if (term !== word && typos(word) > 0 && withinDistance(word, term, typos(word))) {
            found.add(term);
          }
        }
      }
      return [...found];
    });
    const inAll = variant.map((word, w) =>
      texts.map((text) =>
        meant[w].some((term) => text.all.has(term)) ? Match.EXACT : strength(word, text.all, w === prefixAt, typos(word)),
      ),
    );
    const inTitle = variant.map((word, w) => texts.map((text) => strength(word, text.title, w === prefixAt, typos(word))));
    // A word with synonyms, or put in by one, counts even where no hit has it: "nars" and its
    // alternatives are what the query is about.
    const counted = variant.map((word, w) => keyWords.has(word) || !typed.has(word) || inAll[w].some((m) => m > Match.NONE));
    if (!counted.some(Boolean)) {
      continue;
    }
    for (let h = 0; h < hits.length; h++) {
      let named = true;
      let related = true;
      let begun = true;
      let namedExactly = true;
      for (let w = 0; w < variant.length; w++) {
        if (!counted[w]) {
          continue;
        }
        named &&= inTitle[w][h] > Match.NONE;
        namedExactly &&= inTitle[w][h] === Match.EXACT || inTitle[w][h] === Match.TYPO;
        related &&= inAll[w][h] === Match.EXACT;
        begun &&= inAll[w][h] >= Match.PREFIX;
      }
      const tier = namedExactly ? Tier.NAMED : named ? Tier.NAMED_BEGUN : related ? Tier.RELATED : begun ? Tier.BEGUN : Tier.WEAK;
      if (tier > tiers[h]) {
        tiers[h] = tier;
      }
    }
  }
  const careerTier = Math.max(Tier.WEAK, ...hits.map((hit, h) => (hit.document.type === 'CAREER' ? tiers[h] : Tier.WEAK)));
  const careerNamed = careerTier >= Tier.NAMED_BEGUN;
  const best = Math.max(...tiers);
  const keep = (tier: Tier): boolean =>
    careerTier === Tier.NAMED ? tier === Tier.NAMED || tier === Tier.RELATED : best === Tier.WEAK || tier > Tier.WEAK;
  const order = hits
    .map((hit, h) => ({ hit, h, tier: tiers[h], career: careerNamed && hit.document.type === 'CAREER' ? 0 : 1 }))
    .filter(({ tier }) => keep(tier));
  order.sort((a, b) => a.career - b.career || b.tier - a.tier || a.h - b.h);
  return order.map(({ hit }) => hit);
}

const keyWordSets = new WeakMap<object, Set<string>>();

/** Every word of the synonym keys, normalised as queries are. */
function synonymKeyWords(synonyms: IndexSettings['synonyms']): Set<string> {
  let words = keyWordSets.get(synonyms);
  if (!words) {
    words = new Set(Object.keys(synonyms).flatMap((key) => queryTerms(key)));
    keyWordSets.set(synonyms, words);
  }
  return words;
}

function hitText(hit: EngineHit): HitText {
  const title = new Set<string>();
  const all = new Set<string>();
  for (const [key, value] of searchableFields(hit.document)) {
    for (const term of terms(value)) {
      all.add(term);
      if (key === 'title') {
        title.add(term);
      }
    }
  }
  return { title, all };
}

/** How a query word matches a text, worst first. */
const Match = { NONE: 0, TYPO: 1, PREFIX: 2, EXACT: 3 } as const;
type Match = (typeof Match)[keyof typeof Match];

/** Whether the word is a term of the text, begins one (when typed last), is within the typos allowed of one, or none. */
function strength(word: string, text: Set<string>, asPrefix: boolean, maxTypos: number): Match {
  if (text.has(word)) {
    return Match.EXACT;
  }
  let typo = false;
  for (const term of text) {
    if (asPrefix && term.startsWith(word)) {
      return Match.PREFIX;
    }
    if (!typo && maxTypos > 0 && Math.abs(term.length - word.length) <= maxTypos && withinDistance(word, term, maxTypos)) {
      typo = true;
      if (!asPrefix) {
        return Match.TYPO;
      }
    }
  }
  return typo ? Match.TYPO : Match.NONE;
}

/** Whether the Levenshtein distance of a and b is at most max (row by row, stopping once every cell exceeds it). */
export function withinDistance(a: string, b: string, max: number): boolean {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      current.push(value);
      if (value < best) {
        best = value;
      }
    }
    if (best > max) {
      return false;
    }
    previous = current;
  }
  return previous[b.length] <= max;
}
