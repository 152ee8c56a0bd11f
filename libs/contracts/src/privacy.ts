/**
 * Data privacy self-service (RA 10173, the Data Privacy Act of 2012): a person's copy of their data,
 * the erasure of their account and their consent history. Each service answers its own part.
 */

/** Whose data: the account id and the e-mail address it had (rows of other services keep a copy). */
export interface PrivacySubject {
  userId: string;
  email: string;
}

/** A file a service keeps for the person, by its name in the file store, and the name it had. */
export interface PrivacyFile {
  storedName: string;
  name: string;
}

/** One service's part of a data export: its records as plain JSON, and the person's files it points at. */
export interface PrivacyExportPart {
  data: Record<string, unknown>;
  files: PrivacyFile[];
}

/**
 * What a service did on erasure: counts per kind of record (deleted or anonymised), and the files
 * it no longer points at, which the caller removes from the file store. Repeating it finds nothing.
 */
export interface PrivacyEraseReply {
  counts: Record<string, number>;
  files: string[];
}

/** The services that hold data about a person besides users, in the order the export lists them. */
export const PRIVACY_SERVICES = ['content', 'scheduling', 'apprenticeship'] as const;
export type PrivacyService = (typeof PRIVACY_SERVICES)[number];

export type ConsentKind = 'DATA_PRIVACY';

/** A consent the platform recorded for the account. */
export interface ConsentRecord {
  kind: ConsentKind;
  /** ISO instant it was given. */
  givenAt: string;
}

export interface PrivacyOverview {
  consents: ConsentRecord[];
  /** Whether the account has a password: without one, deletion is confirmed by an e-mailed link. */
  hasPassword: boolean;
  /** The latest export request: when asked, and when its archive was made (null while the job runs). */
  lastExport: { requestedAt: string; readyAt: string | null; expiresAt: string | null } | null;
}

/** How long the e-mailed download link of an export works. */
export const PRIVACY_EXPORT_TTL_HOURS = 48;
/** How long the e-mailed link that confirms a deletion (accounts without a password) works. */
export const PRIVACY_DELETE_LINK_TTL_HOURS = 1;

/** The SPA's privacy page (/my/privacy); with ?token=... it asks to confirm an e-mailed deletion. */
export const PRIVACY_PAGE_PATH = '/my/privacy';

/** The e-mailed link that confirms a deletion: the privacy page with the one-time token. */
export const privacyDeletionLink = (publicUrl: string, token: string): string =>
  `${publicUrl}${PRIVACY_PAGE_PATH}?token=${encodeURIComponent(token)}`;
