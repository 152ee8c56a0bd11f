import type { Readable } from 'node:stream';
import type { PrivacyExportPart, PrivacyFile } from '@lakbay/contracts';
import { ZipFile } from 'yazl';

/** One service's part of an export, under the service's name. */
export interface NamedPart {
  service: string;
  part: PrivacyExportPart;
}

/** The JSON file every archive holds: each service's records, and where each file lies in the archive. */
export const ARCHIVE_DATA_FILE = 'lakbay-data.json';

/** A name safe inside a zip on every system: letters, digits, dot, dash and underscore, at most 80 characters. */
export function safeEntryName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-80);
  return cleaned || 'file';
}

/** Where a file of a service goes in the archive: its own folder, prefixed by a counter so names never clash. */
export function entryPath(service: string, index: number, file: PrivacyFile): string {
  return `files/${service}/${String(index + 1).padStart(3, '0')}-${safeEntryName(file.name)}`;
}

/**
 * The zip as a stream (yazl: streams each file in, ZIP64 for large ones, no dependencies):
 * lakbay-data.json with every part and an index of the files, then each file the parts point at that
 * the store still has. A file the store has lost is listed as missing rather than failing the export.
 * The caller streams it into the file store, so a large export never sits whole in memory.
 */
export async function buildArchive(
  parts: NamedPart[],
  open: (storedName: string) => Promise<Readable | null>,
  meta: Record<string, unknown>,
): Promise<Readable> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // A file that fails midway fails the archive's stream (yazl neither forwards a source's error nor
  // ends), so the store keeps nothing and the job is retried, instead of a write that waits forever.
  const fail = (err: Error) => output.destroy(err);
  zip.on('error', fail);
  const files: { service: string; name: string; path: string | null }[] = [];
  for (const { service, part } of parts) {
    for (const [index, file] of part.files.entries()) {
      const stream = await open(file.storedName);
      const path = stream ? entryPath(service, index, file) : null;
      if (stream && path) {
        stream.on('error', fail);
        zip.addReadStream(stream, path);
      }
      files.push({ service, name: file.name, path });
    }
  }
  const data = { ...meta, ...Object.fromEntries(parts.map(({ service, part }) => [service, part.data])), files };
  zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8'), ARCHIVE_DATA_FILE);
  zip.end();
  return output;
}
