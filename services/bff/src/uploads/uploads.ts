import { ErrorCode, type StoredUpload } from '@lakbay/contracts';
import { FILE_STORE, type FileStore, createValidationPipe } from '@lakbay/platform';
import { Inject, Injectable, Logger, type Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { BffError, fieldError } from '../http/bff-error';
import { type FormFile, type FormLimits, cleanFileName, readMultipartForm } from './multipart-form';
import { type CheckedFile, type FileKindFound, sendWithUploads, storeAll } from './stored-uploads';

/** A multipart route: its file field and limits, what the files may be, its text fields' DTO, its refusals. */
export interface UploadRoute<B extends object> extends FormLimits {
  /** What the bytes are (never the declared type or name); null refuses the file. */
  sniff: (data: Buffer) => FileKindFound | null;
  /** The text fields' DTO, validated as a JSON body is; absent: the route takes files only. */
  body?: Type<B>;
  /** The refusal of a file of another kind (fieldError, or fileRefused to name the file). */
  refuse: (file: FormFile) => BffError;
  /** Said when no file came; absent: files are optional. */
  missing?: string;
}

/** A route, typed (and its refusals where tests/server-messages.spec.ts reads them: write the object here). */
export function uploadRoute<B extends object>(route: UploadRoute<B>): UploadRoute<B> {
  return route;
}

/** A refusal naming the file, for forms of several files. */
export function fileRefused(file: FormFile, refused: string): BffError {
  return new BffError(ErrorCode.VALIDATION_FAILED, refused, [
    { property: file.field, constraints: [`${cleanFileName(file.filename, 'file')}: ${refused}`] },
  ]);
}

export interface UploadForm<B> {
  /** The text fields, validated through the route's DTO. */
  body: B;
  /** The files, checked by content; stored by send(). */
  files: CheckedFile[];
}

const validation = createValidationPipe();

/** The one way multipart routes take uploads: read within limits, check, validate, then store and send. */
@Injectable()
export class Uploads {
  private readonly logger = new Logger(Uploads.name);

  constructor(@Inject(FILE_STORE) private readonly store: FileStore) {}

  /** Reads the form; any breach, a refused file or a field its DTO refuses is a 4xx. Nothing is stored yet. */
  async read<B extends object>(request: FastifyRequest, route: UploadRoute<B>): Promise<UploadForm<B>> {
    const form = await readMultipartForm(request, route);
    const body = route.body ? ((await validation.transform(form.fields, { type: 'body', metatype: route.body })) as B) : ({} as B);
    if (route.missing && form.files.length === 0) {
      throw fieldError(route.field, route.missing);
    }
    const files = form.files.map((file) => {
      const kind = route.sniff(file.data);
      if (!kind) {
        throw route.refuse(file);
      }
      return { ...file, kind };
    });
    return { body, files };
  }

  /**
   * Stores the files, then sends the write that points at them. A refusal removes them; an unknown
   * outcome keeps them (a committed row may point at them), for the upload sweep to judge later.
   */
  async send<T>(files: CheckedFile[], write: (stored: StoredUpload[]) => Promise<T>): Promise<T> {
    const stored = await storeAll(this.store, files);
    return sendWithUploads(this.store, stored, () => write(stored), this.logger);
  }

  /** Removes a file a write stopped pointing at (a replaced avatar); a failure is left to the sweep. */
  async release(storedName: string): Promise<void> {
    await this.store.delete(storedName).catch((err: unknown) => this.logger.warn(`${storedName} not deleted: ${String(err)}`));
  }
}
