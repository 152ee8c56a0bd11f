// The payload of users.files.referenced and apprenticeship.files.referenced, validated by both
// services. Import by path (class-validator stays out of the SPA's bundle).
import { ArrayMaxSize, IsArray, Matches } from 'class-validator';
import { FILE_REFERENCES_BATCH, type FileReferencesRequest } from './file-references';

export class FileReferencesMessage implements FileReferencesRequest {
  @IsArray()
  @ArrayMaxSize(FILE_REFERENCES_BATCH)
  @Matches(/^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/, { each: true, message: 'Each file must be a stored file name.' })
  files!: string[];
}
