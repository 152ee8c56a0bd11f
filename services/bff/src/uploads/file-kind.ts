import type { FileSample } from './file-sample';

/** Upload kinds of the Virtual Apprenticeship, told apart by their bytes (never the declared type or name). */
export type FileKind = 'pdf' | 'docx' | 'pptx' | 'xlsx' | 'png' | 'jpg' | 'zip';

export interface SniffedFile {
  kind: FileKind;
  extension: FileKind;
  contentType: string;
}

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  zip: 'application/zip',
};

export const RESUME_KINDS: readonly FileKind[] = ['pdf', 'docx'];
export const SUBMISSION_KINDS: readonly FileKind[] = ['pdf', 'docx', 'pptx', 'xlsx', 'png', 'jpg', 'zip'];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_LOCAL = 0x04034b50;
const ZIP_END = 0x06054b50;
const ZIP_CENTRAL = 0x02014b50;
// The end record is 22 bytes plus a comment of at most 65535.
const ZIP_END_SEARCH = 22 + 0xffff;

// An Office Open XML file is a ZIP holding its main part under a fixed name.
const OFFICE_PARTS: [FileKind, string][] = [
  ['docx', 'word/document.xml'],
  ['pptx', 'ppt/presentation.xml'],
  ['xlsx', 'xl/workbook.xml'],
];

function startsWith(data: Buffer, bytes: number[]): boolean {
  return data.length >= bytes.length && bytes.every((b, i) => data[i] === b);
}

/** An entry of a ZIP's central directory: its name and its size once unpacked (as the directory says). */
export interface ZipEntry {
  name: string;
  size: number;
}

/** At most this many entries: a Word document has a few dozen, a tail of TAIL_BYTES holds about 10,000. */
export const MAX_ZIP_ENTRIES = 10_000;
/** At most this many bytes unpacked, all entries together: 25 times the largest upload (10 MB). */
export const MAX_ZIP_UNPACKED_BYTES = 256 * 1024 * 1024;

/**
 * The entries of a ZIP, read from its central directory in the sample's tail; null when the
 * bytes are not a well-formed ZIP (no local header at the start, no end record, a directory out of
 * bounds) or its directory starts before the tail (over TAIL_BYTES: refused rather than guessed).
 */
export function zipEntries(sample: FileSample): ZipEntry[] | null {
  const { head, tail, size } = sample;
  if (size < 22 || head.length < 4 || head.readUInt32LE(0) !== ZIP_LOCAL) {
    return null;
  }
  // Where the tail starts in the file: the directory's offsets count from the file's start.
  const base = size - tail.length;
  let end = -1;
  for (let i = tail.length - 22; i >= Math.max(0, tail.length - ZIP_END_SEARCH); i--) {
    if (tail.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) {
    return null;
  }
  const count = tail.readUInt16LE(end + 10);
  let offset = tail.readUInt32LE(end + 16) - base;
  if (offset < 0) {
    return null;
  }
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > end || tail.readUInt32LE(offset) !== ZIP_CENTRAL) {
      return null;
    }
    const nameLength = tail.readUInt16LE(offset + 28);
    const extraLength = tail.readUInt16LE(offset + 30);
    const commentLength = tail.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > end) {
      return null;
    }
    // 0xffffffff: the size is in a ZIP64 field, so over 4 GiB or hiding it: counted as that much.
    entries.push({ name: tail.toString('utf8', offset + 46, offset + 46 + nameLength), size: tail.readUInt32LE(offset + 24) });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The names of a ZIP's entries (see zipEntries); null when it cannot be read. */
export function zipEntryNames(sample: FileSample): string[] | null {
  return zipEntries(sample)?.map((entry) => entry.name) ?? null;
}

/**
 * Whether a ZIP would unpack to a size or a number of files no document or submission has (a
 * "zip bomb" that a reviewer's computer would choke on): refused, whatever its kind.
 */
export function zipTooBig(entries: readonly ZipEntry[]): boolean {
  return entries.length > MAX_ZIP_ENTRIES || entries.reduce((sum, entry) => sum + entry.size, 0) > MAX_ZIP_UNPACKED_BYTES;
}

/** What the file is, by its first and last bytes, if one of the known kinds; null otherwise. */
export function sniffFile(sample: FileSample): SniffedFile | null {
  const kind = kindOf(sample);
  return kind ? { kind, extension: kind, contentType: CONTENT_TYPES[kind] } : null;
}

function kindOf(sample: FileSample): FileKind | null {
  const { head } = sample;
  if (startsWith(head, PDF)) {
    return 'pdf';
  }
  if (startsWith(head, PNG)) {
    return 'png';
  }
  if (startsWith(head, JPEG)) {
    return 'jpg';
  }
  const entries = zipEntries(sample);
  if (!entries || zipTooBig(entries)) {
    return null;
  }
  const names = new Set(entries.map((entry) => entry.name));
  return OFFICE_PARTS.find(([, part]) => names.has(part))?.[0] ?? 'zip';
}

/** The file when it is one of the allowed kinds; null otherwise (a ZIP is not a DOCX unless it holds word/document.xml). */
export function sniffAllowed(sample: FileSample, allowed: readonly FileKind[]): SniffedFile | null {
  const found = sniffFile(sample);
  return found && allowed.includes(found.kind) ? found : null;
}
