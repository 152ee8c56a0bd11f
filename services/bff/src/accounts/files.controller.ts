import { ErrorCode } from '@lakbay/contracts';
import { FILE_STORE, type FileStore } from '@lakbay/platform';
import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CONTENT_TYPE_BY_EXTENSION } from './image-type';
import { BffError } from '../http/bff-error';

/** Uploaded images, public by their unguessable generated names; a name never changes content, so caches keep them a year. */
@ApiTags('files')
@Controller('files')
export class FilesController {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  @Get(':name')
  @ApiOperation({ summary: 'An uploaded image (avatars) by its generated name.' })
  async get(@Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    const type = CONTENT_TYPE_BY_EXTENSION.get(name.split('.').pop() ?? '');
    // Avatars only: other uploads (resumes) are private to their owners and are not served here.
    const file = type?.startsWith('image/') ? await this.files.open(name) : null;
    if (!file) {
      throw new BffError(ErrorCode.NOT_FOUND, 'There is no file with this name.');
    }
    await reply
      .header('content-type', type)
      .header('content-length', String(file.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.stream);
  }
}
