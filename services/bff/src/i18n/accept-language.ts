import { negotiate } from '@fastify/accept-negotiator';
import { DEFAULT_LANGUAGE, type Language } from '@lakbay/contracts';

// English first: it is the default, what `*` means, and what wins a tie of equal quality.
const OFFERED = ['en', 'fil', 'tl'] as const;

/**
 * The language to write server messages in for a request's Accept-Language: Filipino when it
 * prefers fil or tl (the code browsers use for Tagalog), else English. Fastify's own negotiator
 * (@fastify/accept-negotiator, which @fastify/compress and @fastify/static use for
 * Accept-Encoding) weighs the q-values; it matches whole tags, so each range is first cut to its
 * primary subtag (fil-PH is fil, en-GB is en), as RFC 4647 lookup falls back to it.
 */
export function messageLanguage(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header) {
    return DEFAULT_LANGUAGE;
  }
  const primary = header.toLowerCase().replace(/([a-z]+|\*)(?:-[a-z0-9]+)+/g, '$1');
  const chosen = negotiate(primary, [...OFFERED]);
  return chosen === 'fil' || chosen === 'tl' ? 'fil' : DEFAULT_LANGUAGE;
}
