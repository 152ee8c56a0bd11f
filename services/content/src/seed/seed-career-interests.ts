import type { EntityManager } from '@mikro-orm/core';
import { sqlEm, table, writeContent } from '../changes/content-writes';
import { CAREER_INTEREST_CODES } from './career-interests.data';

/**
 * Writes the seed careers' Holland codes (career-interests.data.ts is their source: a changed code
 * replaces the stored one). Rows already as in the file are left alone, and the careers' version
 * goes up only when a row changed, so cached suggestions and their ETags stay valid otherwise.
 * Returns how many rows were added or changed.
 */
export async function seedCareerInterests(
  em: EntityManager,
  codes: Readonly<Record<string, string>> = CAREER_INTEREST_CODES,
): Promise<number> {
  const { result } = await writeContent(em, async (tx, writes) => {
    const entries = Object.entries(codes);
    if (entries.length === 0) {
      return 0;
    }
    // One statement for the whole table; only rows that differ are written (and returned).
    const rows = await sqlEm(tx).execute<{ career_slug: string }[]>(
      `insert into ${table('career_interest')} ("career_slug", "areas") values ${entries.map(() => '(?, ?)').join(', ')}
       on conflict ("career_slug") do update set "areas" = excluded."areas", "updated_at" = now()
       where ${table('career_interest')}."areas" <> excluded."areas"
       returning "career_slug"`,
      entries.flat(),
    );
    const changed = rows.length;
    if (changed > 0) {
      writes.touch('career');
    }
    return changed;
  });
  return result;
}
