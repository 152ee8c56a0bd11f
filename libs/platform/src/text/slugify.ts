/**
 * The platform's one URL slug: lower-case ASCII letters and digits joined by single hyphens,
 * diacritics and compatibility forms folded (Ñ -> n, ﬁ -> fi), & spelled out, cut to maxLength
 * without a trailing hyphen. Empty when nothing usable is left: the caller picks the fallback.
 * "Marketing & Branding Officer" -> "marketing-and-branding-officer".
 */
export function slugify(text: string, maxLength = 80): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
