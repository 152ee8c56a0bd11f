import { ErrorCode } from '@lakbay/contracts';
import { ImageVariantQueryDto } from '@lakbay/contracts/accounts.dto';
import { FILE_STORE, type FileStore } from '@lakbay/platform';
import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CONTENT_TYPE_BY_EXTENSION } from './image-type';
import { ImageVariants } from './image-variants';
import { BffError } from '../http/bff-error';

/** Uploaded images, public by their unguessable generated names; a name never changes content, so caches keep them a year. */
@ApiTags('files')
@Controller('files')
export class FilesController {
  constructor(
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly variants: ImageVariants,
  ) {}

  @Get(':name')
  @ApiOperation({ summary: 'An uploaded image (avatars) by its generated name; ?w= a square WebP copy that wide.' })
  async get(@Param('name') name: string, @Query() query: ImageVariantQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const type = CONTENT_TYPE_BY_EXTENSION.get(name.split('.').pop() ?? '');
    // Avatars only: other uploads (resumes) are private to their owners and are not served here.
    const image = type?.startsWith('image/') ? type : null;
    const copy = image && query.w !== undefined ? await this.variants.variant(name, query.w, () => this.read(name)) : null;
    if (copy) {
      await this.headers(reply, 'image/webp', copy.length).send(copy);
      return;
    }
    // The original: asked for, or no copy could be made of it (a picture libvips cannot read).
    const file = image ? await this.files.open(name) : null;
    if (!image || !file) {
      throw new BffError(ErrorCode.NOT_FOUND, 'There is no file with this name.');
    }
    await this.headers(reply, image, file.size).send(file.stream);
  }

  private headers(reply: FastifyReply, type: string, size: number): FastifyReply {
    return reply
      .header('content-type', type)
      .header('content-length', String(size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
  }

  private async read(name: string): Promise<Buffer | null> {
    const file = await this.files.open(name);
    if (!file) {
      return null;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) {
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }
}
