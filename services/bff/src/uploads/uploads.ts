import { ErrorCode, type StoredUpload } from '@lakbay/contracts';
import { FILE_STORE, type FileStore, ServiceClient, createValidationPipe, currentCall } from '@lakbay/platform';
import { Inject, Injectable, Logger, type Type } from '@nestjs/common';
import { pipeline } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { BffError, fieldError } from '../http/bff-error';
import { FileSampler, type FileSample } from './file-sample';
import {
  type FormFile,
  type FormFileStream,
  type FormLimits,
  cleanFileName,
  fileTooLarge,
  nameOfKind,
  readMultipartForm,
} from './multipart-form';
import { type FileKindFound, discard, sendWithUploads } from './stored-uploads';

/** The services whose rows point at uploads, and the command that says which of a batch they point at. */
const REFERENCES = { users: 'users.files.referenced', apprenticeship: 'apprenticeship.files.referenced' } as const;
export type FileOwner = keyof typeof REFERENCES;

/** A multipart route: its file field and limits, what the files may be, its text fields' DTO, its refusals. */
export interface UploadRoute<B extends object> extends FormLimits {
  /** The service whose rows point at the route's files (asked after a keyed write: see Uploads.send). */
  owner: FileOwner;
  /** What the file is, by its first and last bytes (never the declared type or name); null refuses it. */
  sniff: (sample: FileSample) => FileKindFound | null;
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
  /** The files, checked by content and stored; send() hands them to the write that points at them. */
  files: StoredUpload[];
}

const validation = createValidationPipe();

/** The one way multipart routes take uploads: read within limits, check, validate, then store and send. */
@Injectable()
export class Uploads {
  private readonly logger = new Logger(Uploads.name);

  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly services: ServiceClient,
  ) {}

  /**
   * Reads the form, streaming each file to storage as it arrives (checked by its first and last
   * bytes on the way: it is kept only if it passes); any breach, a refused file or a field its DTO
   * refuses is a 4xx, and then nothing is kept.
   */
  async read<B extends object>(request: FastifyRequest, route: UploadRoute<B>): Promise<UploadForm<B>> {
    const stored: StoredUpload[] = [];
    try {
      const form = await readMultipartForm(request, route, async (file, stream) => {
        const upload = await this.storeOne(route, file, stream);
        stored.push(upload);
        return upload;
      });
      const body = route.body ? ((await validation.transform(form.fields, { type: 'body', metatype: route.body })) as B) : ({} as B);
      if (route.missing && stored.length === 0) {
        throw fieldError(route.field, route.missing);
      }
      return { body, files: stored };
    } catch (err) {
      await discard(this.store, stored);
      throw err;
    }
  }

  /** Streams one file to storage; it gets its name's extension, or is dropped, once its last byte is in. */
  private async storeOne<B extends object>(route: UploadRoute<B>, file: FormFile, stream: FormFileStream): Promise<StoredUpload> {
    const sampler = new FileSampler();
    let checked: { kind: FileKindFound; size: number } | undefined;
    // pipeline: a form cut off midway fails the save (a plain pipe would leave it waiting).
    const storedName = await this.store.save(
      pipeline(stream, sampler, () => undefined),
      () => {
        if (stream.truncated) {
          throw fileTooLarge(route);
        }
        const sample = sampler.sample();
        const kind = route.sniff(sample);
        if (!kind) {
          throw route.refuse(file);
        }
        checked = { kind, size: sample.size };
        return kind.extension;
      },
    );
    const { kind, size } = checked!;
    return { storedName, name: nameOfKind(cleanFileName(file.filename, 'upload'), kind.extension), size, contentType: kind.contentType };
  }

  /**
   * Sends the write that points at the stored files. A refusal removes them; an unknown outcome
   * keeps them (a committed row may point at them), for the upload sweep to judge later. A write
   * sent with an Idempotency-Key may be a retry answered with its first attempt's outcome, whose
   * rows point at the first attempt's files: then the owner is asked which of this request's files
   * a row points at, and the others go at once (a retried upload keeps one file).
   */
  async send<T>(route: UploadRoute<object>, files: StoredUpload[], write: (stored: StoredUpload[]) => Promise<T>): Promise<T> {
    const result = await sendWithUploads(this.store, files, () => write(files), this.logger);
    if (files.length > 0 && currentCall()?.idempotencyKey) {
      await this.dropUnreferenced(route.owner, files);
    }
    return result;
  }

  /** Removes the files no row of the owner points at; when the owner cannot say, they stay for the sweep. */
  private async dropUnreferenced(owner: FileOwner, files: StoredUpload[]): Promise<void> {
    try {
      const { referenced } = await this.services.send(REFERENCES[owner], { files: files.map((f) => f.storedName) });
      const kept = new Set(referenced);
      const unreferenced = files.filter((f) => !kept.has(f.storedName));
      if (unreferenced.length > 0) {
        await discard(this.store, unreferenced);
        this.logger.log(`removed ${unreferenced.length} file(s) of a repeated upload: its write was answered from the first attempt`);
      }
    } catch (err) {
      this.logger.warn(`kept ${files.map((f) => f.storedName).join(', ')} for the upload sweep: ${String(err)}`);
    }
  }

  /** Removes a file a write stopped pointing at (a replaced avatar); a failure is left to the sweep. */
  async release(storedName: string): Promise<void> {
    await this.store.delete(storedName).catch((err: unknown) => this.logger.warn(`${storedName} not deleted: ${String(err)}`));
  }
}
