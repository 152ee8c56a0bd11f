import { queryTerms } from './text';

/**
 * Filipino and Taglish words for careers, and the English words the catalogue uses for them. Both
 * engines apply this list at query time: Meilisearch as its `synonyms` index setting (one-way:
 * "guro" also finds "teacher", "teacher" does not find "guro"), the embedded engine by searching
 * the query again with each alternative put in place of the words it replaces (queryVariants).
 *
 * Keys and alternatives are lower-case words as a query would be normalised (text.ts): no accents,
 * words separated by spaces or hyphens. A key of several words ("call center") replaces those words
 * together. Spelling variants people type (inhinyero, inhenyero) are keys of their own.
 */
export const CAREER_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Education
  guro: ['teacher', 'teaching'],
  titser: ['teacher'],
  maestro: ['teacher'],
  maestra: ['teacher'],
  propesor: ['professor', 'teacher'],
  // Health
  nars: ['nurse', 'nursing'],
  doktor: ['doctor', 'physician'],
  manggagamot: ['doctor', 'physician'],
  dentista: ['dentist'],
  parmasyutiko: ['pharmacist', 'pharmacy'],
  botikaryo: ['pharmacist'],
  komadrona: ['midwife'],
  hilot: ['midwife', 'therapist'],
  // Engineering, building and trades
  inhinyero: ['engineer', 'engineering'],
  inhenyero: ['engineer', 'engineering'],
  enhinyero: ['engineer', 'engineering'],
  arkitekto: ['architect'],
  karpintero: ['carpenter'],
  tubero: ['plumber'],
  elektrisyan: ['electrician'],
  elektrisista: ['electrician'],
  mekaniko: ['mechanic', 'technician'],
  kantero: ['welder', 'mechanic'],
  manghihinang: ['welder'],
  mason: ['mason', 'construction worker'],
  // Law and public service
  pulis: ['police officer', 'police'],
  bumbero: ['firefighter'],
  sundalo: ['soldier'],
  abogado: ['lawyer', 'attorney'],
  abogada: ['lawyer', 'attorney'],
  hukom: ['judge'],
  kawani: ['employee', 'staff'],
  'kawani ng gobyerno': ['government employee', 'public servant'],
  // Business, money and sales
  tindero: ['sales', 'salesperson'],
  tindera: ['sales', 'salesperson'],
  ahente: ['agent', 'sales'],
  negosyante: ['entrepreneur', 'business owner', 'business'],
  accountancy: ['accountant', 'accounting'],
  kontador: ['accountant', 'accounting'],
  tagatuos: ['accountant', 'bookkeeper'],
  kahera: ['cashier'],
  kahero: ['cashier'],
  bangkero: ['banker'],
  // Writing, media and the arts
  manunulat: ['writer'],
  mamamahayag: ['journalist', 'reporter'],
  tagapagbalita: ['reporter', 'journalist'],
  litratista: ['photographer'],
  potograpo: ['photographer'],
  pintor: ['painter', 'artist'],
  'mang-aawit': ['singer'],
  mangaawit: ['singer'],
  disenyador: ['designer'],
  // Farming, sea and food
  magsasaka: ['farmer', 'agriculture', 'agricultural'],
  mangingisda: ['fisher', 'fisherman', 'fisheries'],
  seaman: ['seafarer'],
  marino: ['seafarer', 'marine'],
  kusinero: ['cook', 'chef'],
  kusinera: ['cook', 'chef'],
  panadero: ['baker'],
  // Technology and call centres
  programmer: ['software developer', 'developer'],
  programer: ['software developer', 'developer'],
  'call center': ['customer service', 'bpo'],
  callcenter: ['customer service', 'bpo'],
  'call centre': ['customer service', 'bpo'],
  bpo: ['customer service'],
  csr: ['customer service representative'],
  // Care, service and transport
  'tagapag-alaga': ['caregiver'],
  tagapagalaga: ['caregiver'],
  katulong: ['helper', 'household worker'],
  drayber: ['driver'],
  tsuper: ['driver'],
  piloto: ['pilot'],
  tagapayo: ['counselor', 'adviser', 'coach'],
  mananaliksik: ['researcher', 'research'],
  siyentipiko: ['scientist'],
  trabaho: ['job', 'work'],
  kurso: ['course'],
};

/** Most variants the embedded engine searches for one query (the original included). */
export const MAX_QUERY_VARIANTS = 8;
/** Longest key, in words. */
const MAX_KEY_WORDS = 3;

/** Keys and alternatives as query words, normalised as queries are (tagapag-alaga: tagapag alaga). */
function normalizedSynonyms(synonyms: Readonly<Record<string, readonly string[]>>): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  for (const [key, alternatives] of Object.entries(synonyms)) {
    const words = queryTerms(key).join(' ');
    const list = out.get(words) ?? [];
    for (const alternative of alternatives) {
      list.push(queryTerms(alternative));
    }
    out.set(words, list);
  }
  return out;
}

/** Meilisearch's `synonyms` setting for the list: keys and alternatives as normalised, spaced words. */
export function meilisearchSynonyms(synonyms: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, alternatives] of normalizedSynonyms(synonyms)) {
    out[key] = alternatives.map((words) => words.join(' '));
  }
  return out;
}

/**
 * The embedded engine's query expansion: the query's words, then the same words with each
 * synonym key found in them (longest first, left to right) replaced by one of its alternatives,
 * at most MAX_QUERY_VARIANTS lists in all. "nars sa cebu" gives [nars sa cebu], [nurse sa cebu],
 * [nursing sa cebu].
 */
export function queryVariants(words: string[], synonyms: Readonly<Record<string, readonly string[]>>): string[][] {
  const table = synonymTable(synonyms);
  const variants: string[][] = [[]];
  let original = true;
  for (let i = 0; i < words.length;) {
    let replaced = false;
    for (let n = Math.min(MAX_KEY_WORDS, words.length - i); n >= 1 && !replaced; n--) {
      const alternatives = table.get(words.slice(i, i + n).join(' '));
      if (!alternatives) {
        continue;
      }
      const kept = variants.length;
      for (let v = 0; v < kept; v++) {
        const base = variants[v];
        for (const alternative of alternatives) {
          if (variants.length >= MAX_QUERY_VARIANTS) {
            break;
          }
          variants.push([...base, ...alternative]);
        }
        base.push(...words.slice(i, i + n));
      }
      i += n;
      replaced = true;
      original = false;
    }
    if (!replaced) {
      for (const variant of variants) {
        variant.push(words[i]);
      }
      i += 1;
    }
  }
  return original ? [words] : variants;
}

const tables = new WeakMap<object, Map<string, string[][]>>();

function synonymTable(synonyms: Readonly<Record<string, readonly string[]>>): Map<string, string[][]> {
  let table = tables.get(synonyms);
  if (!table) {
    table = normalizedSynonyms(synonyms);
    tables.set(synonyms, table);
  }
  return table;
}
