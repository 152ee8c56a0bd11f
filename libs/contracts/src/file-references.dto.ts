// The payload of users.files.referenced and apprenticeship.files.referenced, validated by both
// services. Import by path (class-validator stays out of the SPA's bundle).
import { ListOf } from './field-decorators';
import { FILE_REFERENCES_BATCH, type FileReferencesRequest } from './file-references';

export class FileReferencesMessage implements FileReferencesRequest {
  @ListOf('files', {
    of: { pattern: [/^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/, 'Each file must be a stored file name.'] },
    max: FILE_REFERENCES_BATCH,
    plain: true,
    reversed: true,
  })
  files!: string[];
}
