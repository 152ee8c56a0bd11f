import { RESUME_MAX_BYTES, SUBMISSION_FILE_MAX_BYTES, SUBMISSION_MAX_FILES, SUBMISSION_MAX_LINKS } from '@lakbay/contracts';

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
export function validateGroupEmails(emails: readonly string[], max: number, ownEmail?: string | null): string | undefined {
  if (emails.length === 0) {
    return 'Add at least one teammate’s e-mail, or apply as an individual.';
  }
  const invalid = emails.filter((email) => !isEmail(email));
  if (invalid.length > 0) {
    return `Not a valid e-mail: ${invalid.join(', ')}`;
  }
  const lower = emails.map((email) => email.toLowerCase());
  if (new Set(lower).size !== lower.length) {
    return 'Each teammate’s e-mail can be added only once.';
  }
  if (ownEmail && lower.includes(ownEmail.toLowerCase())) {
    return 'You are already in your group: add your teammates’ e-mails only.';
  }
  if (emails.length > max) {
    return `A group has room for ${max} teammate${max === 1 ? '' : 's'} besides you.`;
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
export function checkResume(file: Pick<File, 'name' | 'size'> | null | undefined): string | undefined {
  if (!file) {
    return 'Attach your resume (PDF or DOCX).';
  }
  if (!RESUME_TYPES.has(extension(file.name))) {
    return 'Your resume must be a PDF or DOCX file.';
  }
  if (file.size > RESUME_MAX_BYTES) {
    return `Your resume is larger than ${RESUME_MAX_BYTES / MB} MB.`;
  }
  if (file.size === 0) {
    return 'This file is empty.';
  }
  return undefined;
}

/** Submission files: up to 5, each at most 10 MB, of the accepted kinds. */
export function checkSubmissionFiles(files: readonly Pick<File, 'name' | 'size'>[]): string | undefined {
  if (files.length > SUBMISSION_MAX_FILES) {
    return `Attach at most ${SUBMISSION_MAX_FILES} files.`;
  }
  const wrongType = files.filter((file) => !SUBMISSION_TYPES.has(extension(file.name)));
  if (wrongType.length > 0) {
    return `Not an accepted file type: ${wrongType.map((file) => file.name).join(', ')}`;
  }
  const tooBig = files.filter((file) => file.size > SUBMISSION_FILE_MAX_BYTES);
  if (tooBig.length > 0) {
    return `Larger than ${SUBMISSION_FILE_MAX_BYTES / MB} MB: ${tooBig.map((file) => file.name).join(', ')}`;
  }
  return undefined;
}

/** A submission link: an absolute http(s) address. */
export function checkLink(value: string): string | undefined {
  const text = value.trim();
  if (!text) {
    return 'Enter a link.';
  }
  try {
    const url = new URL(text);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')) {
      return undefined;
    }
  } catch {
    // Falls through to the message below.
  }
  return 'Enter a full link starting with http:// or https://';
}

export function checkLinks(links: readonly string[]): string | undefined {
  if (links.length > SUBMISSION_MAX_LINKS) {
    return `Add at most ${SUBMISSION_MAX_LINKS} links.`;
  }
  if (new Set(links).size !== links.length) {
    return 'This link is already in the list.';
  }
  return undefined;
}
