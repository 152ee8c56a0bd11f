import { FILE_STORE, type FileStore, JOB_QUEUE_PORT, type JobQueue } from '@lakbay/platform';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';

/**
 * Runs `files.delete`, the follow-up another service records in the transaction that removed the
 * rows pointing at files (a group removed with its resume and submissions): this service holds the
 * file store (DATA_DIR/uploads, shared with the BFF). Deleting a file that is gone does nothing, so
 * a retried or repeated job is harmless; a failure is retried by the queue.
 */
@Injectable()
export class FilesJobs implements OnModuleInit {
  private readonly logger = new Logger(FilesJobs.name);

  constructor(
    @Inject(JOB_QUEUE_PORT) private readonly jobs: JobQueue,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  onModuleInit(): void {
    this.jobs.process('files.delete', async ({ files }) => {
      await this.delete(files);
      this.logger.log(`removed ${files.length} file(s) that rows stopped pointing at`);
    });
  }

  async delete(files: string[]): Promise<void> {
    for (const name of files) {
      await this.files.delete(name);
    }
  }
}
