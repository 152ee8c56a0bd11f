export * from './bullmq-job-queue';
export * from './create-job-queue';
export * from './in-process-job-queue';
export * from './job-options';
export * from './job-queue';
export * from './job-queue.provider';
export * from './permanent-job-error';
export * from './jobs.module';
