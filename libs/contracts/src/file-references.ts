/**
 * The upload sweep (services/bff/src/uploads/upload-sweep.ts) asks each service that keeps files
 * which of a batch of stored names it still points at; the rest, once old enough, are removed.
 */
export interface FileReferencesRequest {
  /** Names in the file store, at most FILE_REFERENCES_BATCH. */
  files: string[];
}

export interface FileReferencesReply {
  /** The names asked about that a row of this service points at. */
  referenced: string[];
}

export const FILE_REFERENCES_BATCH = 500;
