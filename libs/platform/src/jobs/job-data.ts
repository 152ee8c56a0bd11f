import { payloadRefusal } from '../errors/payload-refusal';

/** The validation class of each job's data, by job name (JOB_DATA_CLASS for JobMap); a job without one runs unchecked. */
export type JobDataClasses<M extends object> = { readonly [J in keyof M & string]?: new () => object };

/** Why a job's data fails its class, or undefined when it passes (or the job has no class). */
export function jobDataRefusal<M extends object>(classes: JobDataClasses<M> | undefined, name: string, data: unknown): string | undefined {
  const cls = (classes as Record<string, (new () => object) | undefined> | undefined)?.[name];
  const refusal = cls ? payloadRefusal(cls, data) : undefined;
  return refusal === undefined ? undefined : `Job ${name} has invalid data: ${refusal}`;
}
