import {
  PRIVACY_SERVICES,
  type PrivacyEraseJob,
  type PrivacyEraseReply,
  type PrivacyExportPart,
  type PrivacyService as OtherService,
  type PrivacySubject,
} from '@lakbay/contracts';
import { FILE_STORE, type FileStore, JOB_QUEUE_PORT, type JobQueue, ServiceClient } from '@lakbay/platform';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { SessionInvalidations } from '../auth/session-invalidations';
import { newSessionToken } from '../auth/session-token';
import { type NamedPart, buildArchive } from './export-archive';
import { PrivacyService } from './privacy.service';

/**
 * The privacy jobs, recorded through the users outbox: building an export's archive from every
 * service's part, and having every service erase a deleted account's data. Both are safe to run
 * again (a retry after a failure, or a duplicate delivery): a finished export is skipped, and the
 * services' erase finds nothing left the second time.
 */
@Injectable()
export class PrivacyJobs implements OnModuleInit {
  private readonly logger = new Logger(PrivacyJobs.name);

  constructor(
    @Inject(JOB_QUEUE_PORT) private readonly jobs: JobQueue,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly services: ServiceClient,
    private readonly privacy: PrivacyService,
    private readonly invalidations: SessionInvalidations,
  ) {}

  onModuleInit(): void {
    this.jobs.process('users.privacy.export', async ({ exportId }) => {
      this.logger.log(`export ${exportId}: ${await this.export(exportId)}`);
    });
    this.jobs.process('users.privacy.erase', async (job) => {
      const erased = await this.erase(job);
      this.logger.log(`erased user ${job.userId}: ${JSON.stringify(erased)}`);
    });
  }

  /** Gathers every part, stores the zip where uploads are stored, then records its link and e-mail. */
  async export(exportId: string): Promise<'sent' | 'skipped'> {
    const pending = await this.privacy.exportPending(exportId);
    const own = pending ? await this.privacy.exportPart(pending.userId) : null;
    if (!pending || !own) {
      return 'skipped';
    }
    const subject: PrivacySubject = { userId: pending.userId, email: own.email };
    const parts: NamedPart[] = [{ service: 'users', part: own }];
    for (const service of PRIVACY_SERVICES) {
      parts.push({ service, part: await this.exportOf(service, subject) });
    }
    const archive = await buildArchive(parts, async (name) => (await this.files.open(name))?.stream ?? null, {
      exportedAt: new Date().toISOString(),
      about: 'Everything Lakbay holds about you, by service (RA 10173, the Data Privacy Act of 2012).',
    });
    const file = await this.files.save(archive, 'zip');
    if (!(await this.privacy.exportReady(exportId, file, newSessionToken()))) {
      await this.files.delete(file);
      return 'skipped';
    }
    return 'sent';
  }

  /** Every service erases its part (a failure retries the whole job), then the files they named go. */
  async erase(job: PrivacyEraseJob): Promise<Record<string, PrivacyEraseReply['counts']>> {
    await this.invalidations.erased(job.userId);
    const subject: PrivacySubject = { userId: job.userId, email: job.email };
    const counts: Record<string, PrivacyEraseReply['counts']> = {};
    const files = new Set(job.files);
    for (const service of PRIVACY_SERVICES) {
      const reply = await this.eraseIn(service, subject);
      counts[service] = reply.counts;
      reply.files.forEach((f) => files.add(f));
    }
    for (const file of files) {
      await this.files.delete(file);
    }
    return counts;
  }

  private exportOf(service: OtherService, subject: PrivacySubject): Promise<PrivacyExportPart> {
    const ask: Record<OtherService, () => Promise<PrivacyExportPart>> = {
      content: () => this.services.send('content.privacy.export', subject),
      scheduling: () => this.services.send('scheduling.privacy.export', subject),
      apprenticeship: () => this.services.send('apprenticeship.privacy.export', subject),
    };
    return ask[service]();
  }

  private eraseIn(service: OtherService, subject: PrivacySubject): Promise<PrivacyEraseReply> {
    const ask: Record<OtherService, () => Promise<PrivacyEraseReply>> = {
      content: () => this.services.send('content.privacy.erase', subject),
      scheduling: () => this.services.send('scheduling.privacy.erase', subject),
      apprenticeship: () => this.services.send('apprenticeship.privacy.erase', subject),
    };
    return ask[service]();
  }
}
