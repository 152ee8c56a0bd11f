/**
 * The shape every translation of a catalogue must have: the same keys as the English one, each a
 * string. A Filipino catalogue declared `satisfies Translation<typeof en>` fails type-checking
 * (and so CI) when a key is missing, extra or not text.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** Lazily loaded catalogues of one namespace, by language. */
export type CatalogueLoaders = Record<'en' | 'fil', () => Promise<{ default: Record<string, unknown> }>>;
