import { type BffErrorCode, ErrorCode } from '@lakbay/contracts';
import { ServiceError } from '@lakbay/platform';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../http/bff-error';

export interface FormFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: FormFile[];
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

/** Reads a whole multipart form into memory within the limits; any breach is a 4xx naming the field. */
export async function readMultipartForm(request: FastifyRequest, limits: FormLimits): Promise<MultipartForm> {
  const { field } = limits;
  if (!request.isMultipart()) {
    throw fieldError(field, limits.notMultipart);
  }
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 20, parts: 20 + limits.maxFiles },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== field) {
          await part.toBuffer().catch(() => undefined);
          throw fieldError(field, limits.wrongField);
        }
        form.files.push({ field: part.fieldname, filename: part.filename, data: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof ServiceError) {
      throw err; // a refusal above, or the body timeout (408)
    }
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fieldError(field, limits.tooLarge, limits.tooLargeCode ?? ErrorCode.VALIDATION_FAILED);
    }
    if (code === 'FST_FILES_LIMIT') {
      throw fieldError(field, limits.tooMany);
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw fieldError(field, 'The form has too many fields.');
    }
    throw fieldError(field, limits.unreadable);
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
