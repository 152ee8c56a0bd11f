import { RESUME_MAX_BYTES, SUBMISSION_FILE_MAX_BYTES, SUBMISSION_MAX_FILES, SUBMISSION_MAX_LINKS } from '@lakbay/contracts';
import type { TFunction } from 'i18next';
import type { APPRENTICESHIP_NS } from '../i18n/register';

/**
 * The checks speak the caller's language: each takes the `t` of the apprenticeship namespace (from
 * useVaText) and answers a sentence in it, or undefined when all is well.
 */
export type VaT = TFunction<typeof APPRENTICESHIP_NS>;

// Practical, not RFC 5322: one @, no spaces, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** Splits what was typed or pasted into e-mails (commas, semicolons, spaces, new lines). */
export const splitEmails = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * Spec section 3: the teammates to invite for a GROUP application. At most `max` (the group's
 * largest size minus the leader), each a valid e-mail, no repeats, not the applicant's own.
 */
export function validateGroupEmails(t: VaT, emails: readonly string[], max: number, ownEmail?: string | null): string | undefined {
  if (emails.length === 0) {
    return t('validation.noTeammate');
  }
  const invalid = emails.filter((email) => !isEmail(email));
  if (invalid.length > 0) {
    return t('fields.notEmail', { emails: invalid.join(', ') });
  }
  const lower = emails.map((email) => email.toLowerCase());
  if (new Set(lower).size !== lower.length) {
    return t('validation.emailTwice');
  }
  if (ownEmail && lower.includes(ownEmail.toLowerCase())) {
    return t('validation.ownEmail');
  }
  if (emails.length > max) {
    return t('validation.groupRoom', { count: max });
  }
  return undefined;
}

const extension = (name: string): string => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

const MB = 1024 * 1024;
const RESUME_TYPES = new Set(['pdf', 'docx']);
/** contracts: PDF, DOCX, PPTX, XLSX, PNG, JPEG or ZIP (the server checks the content). */
export const SUBMISSION_EXTENSIONS = ['pdf', 'docx', 'pptx', 'xlsx', 'png', 'jpg', 'jpeg', 'zip'] as const;
const SUBMISSION_TYPES = new Set<string>(SUBMISSION_EXTENSIONS);

/** The accept attribute of the resume input. */
export const RESUME_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const SUBMISSION_ACCEPT = SUBMISSION_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** A resume must be a PDF or DOCX of at most 5 MB (checked here too, so nobody waits for a refusal). */
export function checkResume(t: VaT, file: Pick<File, 'name' | 'size'> | null | undefined): string | undefined {
  if (!file) {
    return t('validation.resumeMissing');
  }
  if (!RESUME_TYPES.has(extension(file.name))) {
    return t('validation.resumeType');
  }
  if (file.size > RESUME_MAX_BYTES) {
    return t('validation.resumeTooBig', { size: RESUME_MAX_BYTES / MB });
  }
  if (file.size === 0) {
    return t('validation.fileEmpty');
  }
  return undefined;
}

/** Submission files: up to 5, each at most 10 MB, of the accepted kinds. */
export function checkSubmissionFiles(t: VaT, files: readonly Pick<File, 'name' | 'size'>[]): string | undefined {
  if (files.length > SUBMISSION_MAX_FILES) {
    return t('validation.tooManyFiles', { max: SUBMISSION_MAX_FILES });
  }
  const wrongType = files.filter((file) => !SUBMISSION_TYPES.has(extension(file.name)));
  if (wrongType.length > 0) {
    return t('validation.fileType', { names: wrongType.map((file) => file.name).join(', ') });
  }
  const tooBig = files.filter((file) => file.size > SUBMISSION_FILE_MAX_BYTES);
  if (tooBig.length > 0) {
    return t('validation.fileTooBig', { size: SUBMISSION_FILE_MAX_BYTES / MB, names: tooBig.map((file) => file.name).join(', ') });
  }
  return undefined;
}

/** A submission link: an absolute http(s) address. */
export function checkLink(t: VaT, value: string): string | undefined {
  const text = value.trim();
  if (!text) {
    return t('validation.linkMissing');
  }
  try {
    const url = new URL(text);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')) {
      return undefined;
    }
  } catch {
    // Falls through to the message below.
  }
  return t('validation.linkInvalid');
}

export function checkLinks(t: VaT, links: readonly string[]): string | undefined {
  if (links.length > SUBMISSION_MAX_LINKS) {
    return t('validation.tooManyLinks', { max: SUBMISSION_MAX_LINKS });
  }
  if (new Set(links).size !== links.length) {
    return t('validation.linkTwice');
  }
  return undefined;
}
