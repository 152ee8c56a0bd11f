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

export interface FormLimits {
  /** Fields that may carry files; a file in any other field is refused. */
  fileFields: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  tooLarge: string;
  tooMany: string;
}

/** Reads a whole multipart form into memory within the limits; any breach is a 400 naming the field. */
export async function readMultipartForm(request: FastifyRequest, limits: FormLimits): Promise<MultipartForm> {
  const fileField = limits.fileFields[0] ?? 'file';
  if (!request.isMultipart()) {
    throw fieldError(fileField, 'Please send the form as multipart/form-data.');
  }
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 20, parts: 20 + limits.maxFiles },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!limits.fileFields.includes(part.fieldname)) {
          await part.toBuffer().catch(() => undefined);
          throw fieldError(part.fieldname, `Files go in the field "${fileField}".`);
        }
        form.files.push({ field: part.fieldname, filename: part.filename, data: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof ServiceError) {
      throw err;
    }
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fieldError(fileField, limits.tooLarge);
    }
    if (code === 'FST_FILES_LIMIT') {
      throw fieldError(fileField, limits.tooMany);
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw fieldError(fileField, 'The form has too many fields.');
    }
    throw fieldError(fileField, 'The form could not be read. Please send it again as multipart/form-data.');
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
