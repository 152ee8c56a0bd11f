import type { Readable } from 'node:stream';
import { type BffErrorCode, ErrorCode } from '@lakbay/contracts';
import { ServiceError } from '@lakbay/platform';
import type { FastifyRequest } from 'fastify';
import { type BffError, fieldError } from '../http/bff-error';

/** A file of the form, as it begins to arrive. */
export interface FormFile {
  field: string;
  filename: string;
}

/** A file's bytes as they arrive; `truncated` once it went over the route's size limit (the rest is dropped). */
export type FormFileStream = Readable & { truncated?: boolean };

export interface MultipartForm<F> {
  fields: Record<string, string>;
  /** What `take` answered for each file, in order. */
  files: F[];
}

/** The limits of a multipart route, and its refusals: each a sentence for the file field (spec section 5). */
export interface FormLimits {
  /** The field that carries files; a file in any other field is refused. */
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  /** The code of a file over maxFileBytes: 400 VALIDATION_FAILED unless given. */
  tooLargeCode?: BffErrorCode;
  notMultipart: string;
  /** A file in another field than the route's. */
  wrongField: string;
  /** Cut off or malformed multipart. */
  unreadable: string;
  tooLarge: string;
  tooMany: string;
}

/** The refusal of a file over the route's size limit. */
export function fileTooLarge(limits: FormLimits): BffError {
  return fieldError(limits.field, limits.tooLarge, limits.tooLargeCode ?? ErrorCode.VALIDATION_FAILED);
}

/** Reads a file's stream to its end and drops it (a refused file: the client is still sending it). */
async function drain(stream: Readable): Promise<void> {
  try {
    for await (const chunk of stream) {
      void chunk;
    }
  } catch {
    // cut off: the form's iteration reports it
  }
}

/**
 * Reads a multipart form within the limits, handing each file's stream to `take` as it arrives:
 * no file sits whole in memory. After a refusal the rest of the form is read and dropped (so the
 * client, still sending, gets the answer), then the refusal is thrown; any breach is a 4xx naming
 * the field. What `take` did with earlier files is the caller's to undo.
 */
export async function readMultipartForm<F>(
  request: FastifyRequest,
  limits: FormLimits,
  take: (file: FormFile, stream: FormFileStream) => Promise<F>,
): Promise<MultipartForm<F>> {
  const { field } = limits;
  if (!request.isMultipart()) {
    throw fieldError(field, limits.notMultipart);
  }
  const form: MultipartForm<F> = { fields: {}, files: [] };
  let refusal: unknown;
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 20, parts: 20 + limits.maxFiles },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (refusal !== undefined) {
          await drain(part.file);
        } else if (part.fieldname !== field) {
          await drain(part.file);
          refusal = fieldError(field, limits.wrongField);
        } else {
          try {
            form.files.push(await take({ field: part.fieldname, filename: part.filename }, part.file));
          } catch (err) {
            await drain(part.file);
            refusal = err;
          }
        }
      } else if (refusal === undefined && typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof ServiceError) {
      throw err; // the body timeout (408)
    }
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileTooLarge(limits);
    }
    if (code === 'FST_FILES_LIMIT') {
      throw fieldError(field, limits.tooMany);
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw fieldError(field, 'The form has too many fields.');
    }
    if (refusal instanceof ServiceError) {
      throw refusal;
    }
    throw fieldError(field, limits.unreadable);
  }
  if (refusal !== undefined) {
    throw refusal;
  }
  return form;
}

/** A file name safe to keep and show: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = Array.from(base, (ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || ch === '"' ? '' : ch))
    .join('')
    .trim()
    .slice(0, 200);
  return clean || fallback;
}

/**
 * The name a stored upload is shown and downloaded under: its own, with the extension of the type
 * its bytes were found to be (a PDF/HTML polyglot sent as `cv.html` downloads as `cv.pdf`, so no
 * browser or mail client treats it as a page).
 */
export function nameOfKind(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem.slice(0, 200 - extension.length - 1)}.${extension}`;
}
