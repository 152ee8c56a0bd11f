import { z } from 'zod';

/** Names the archive kind in its manifest: anything else is not a Lakbay backup. */
export const BACKUP_FORMAT = 'lakbay-backup';
/** The archive layout this build writes; restore reads this one and older. */
export const BACKUP_FORMAT_VERSION = 1;
/** Archive names in BACKUP_DIR: `lakbay-<created-at>.backup` (the retention sweep touches only these). */
export const ARCHIVE_NAME = /^lakbay-\d{8}T\d{6}\d{3}Z\.backup$/;
export const MANIFEST_ENTRY = 'manifest.json';
/** The embedded database: PGlite's data-directory dump (a tar). */
export const DATABASE_ENTRY = 'database/pgdata.tar';
/** Files of DATA_DIR are under this prefix, at their path relative to DATA_DIR. */
export const FILES_PREFIX = 'data/';

/**
 * What DATA_DIR holds that the archive does not carry as files: the live database (dumped instead),
 * the search index (rebuilt from the owners' change feeds on start), temporary files.
 */
export const NOT_ARCHIVED = new Set(['db', 'search']);

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  app: z.object({ version: z.string() }),
  database: z.object({
    engine: z.literal('pglite'),
    pgliteVersion: z.string(),
    /** PostgreSQL major version of the data directory (its PG_VERSION). */
    postgresMajor: z.string(),
    /** Applied migrations per schema, in order (the rows of <schema>.mikro_orm_migrations). */
    schemas: z.record(z.string(), z.array(z.string())),
  }),
  entries: z.array(z.object({ path: z.string(), bytes: z.number().int().min(0), sha256 })),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** What a backup wrote. */
export interface BackupResult {
  file: string;
  bytes: number;
  createdAt: string;
  encrypted: boolean;
  durationMs: number;
  /** How long the database was held for the snapshot (writes waited this long at most). */
  snapshotMs: number;
  files: number;
}

/** A refusal with a sentence for the operator (restore and backup print it and exit non-zero). */
export class BackupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BackupError';
  }
}

/** `lakbay-20261202T210501123Z.backup` for that instant. */
export function archiveName(at: Date): string {
  return `lakbay-${at.toISOString().replace(/[-:.]/g, '')}.backup`;
}
