import {
  type AdminListQuery,
  type AdminVideo,
  type Cached,
  type DeletedReply,
  type Page,
  type Video as VideoReply,
  parseYoutubeId,
} from '@lakbay/contracts';
import { EntityManager, type FilterQuery, type RequiredEntityData } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { UpdateVideoDto, VideoDto, VideoListQueryDto } from '@lakbay/contracts/content.dto';
import { ContentWriter } from '../changes/content-writer';
import { sqlEm, table } from '../changes/content-writes';
import { videoDocument } from '../changes/search-document';
import { cachedRead } from '../common/cached';
import { defined } from '../common/defined';
import { notFound } from '../common/errors';
import { paging, toPage, wordsFilter } from '../common/paging';
import { Video } from '../entities/video.entity';
import { toAdminVideo, toVideo } from './video.mapper';

@Injectable()
export class VideosService {
  constructor(
    private readonly em: EntityManager,
    private readonly writer: ContentWriter,
  ) {}

  /** Published videos, newest first. */
  list(query: VideoListQueryDto, ifNoneMatch?: string): Promise<Cached<Page<VideoReply>>> {
    const page = paging(query);
    return cachedRead(this.em, {
      kinds: ['video'],
      key: ['videos.list', page.page, page.pageSize, query.category ?? null, query.q ?? null],
      ifNoneMatch,
      load: async (memo) => {
        const where: FilterQuery<Video> = { published: true, ...(query.category ? { categories: { $contains: [query.category] } } : {}) };
        const words = wordsFilter(query.q, ['title', 'speaker', 'description']);
        const filter = words ? { $and: [where, words] } : where;
        const videos = await this.em.find(Video, filter, {
          orderBy: { publishedOn: 'desc', id: 'asc' },
          limit: page.pageSize,
          offset: page.offset,
        });
        const total = await memo(['videos.count', query.category ?? null, query.q ?? null], () => this.em.count(Video, filter));
        return toPage(videos.map(toVideo), total, page);
      },
    });
  }

  detail(id: string, ifNoneMatch?: string): Promise<Cached<VideoReply>> {
    return cachedRead(this.em, {
      kinds: ['video'],
      key: ['videos.get', id],
      ifNoneMatch,
      load: async () => {
        const video = await this.em.findOne(Video, { id, published: true });
        if (!video) {
          throw notFound('video');
        }
        return toVideo(video);
      },
    });
  }

  async adminList(query: AdminListQuery): Promise<Page<AdminVideo>> {
    const page = paging(query);
    const where: FilterQuery<Video> = {
      ...(query.published !== undefined ? { published: query.published } : {}),
      ...(query.category ? { categories: { $contains: [query.category] } } : {}),
    };
    const words = wordsFilter(query.q, ['title', 'speaker']);
    const [videos, total] = await this.em.findAndCount(Video, words ? { $and: [where, words] } : where, {
      orderBy: { publishedOn: 'desc', id: 'asc' },
      limit: page.pageSize,
      offset: page.offset,
    });
    return toPage(videos.map(toAdminVideo), total, page);
  }

  async adminGet(id: string): Promise<AdminVideo> {
    return toAdminVideo(await this.load(this.em, id));
  }

  create(input: VideoDto): Promise<AdminVideo> {
    return this.writer.write(async (tx, writes) => {
      const video = tx.create(Video, { ...videoValues(input), published: input.published ?? false } as RequiredEntityData<Video>);
      await tx.flush();
      writes.change('VIDEO', video.id, videoDocument(video));
      return toAdminVideo(video);
    });
  }

  update(id: string, changes: UpdateVideoDto): Promise<AdminVideo> {
    return this.writer.write(async (tx, writes) => {
      const video = await this.load(tx, id);
      tx.assign(video, videoValues(changes));
      await tx.flush();
      writes.change('VIDEO', video.id, videoDocument(video));
      return toAdminVideo(video);
    });
  }

  delete(id: string): Promise<DeletedReply> {
    return this.writer.write(async (tx, writes) => {
      tx.remove(await this.load(tx, id));
      await tx.flush();
      // Careers stop pointing at it.
      await sqlEm(tx).execute(
        `update ${table('career')} set "related_video_ids" = "related_video_ids" - ?::text where "related_video_ids" @> ?::jsonb`,
        [id, JSON.stringify([id])],
      );
      writes.touch('career');
      writes.change('VIDEO', id, null);
      return { id, deleted: true as const };
    });
  }

  private async load(em: EntityManager, id: string): Promise<Video> {
    const video = await em.findOne(Video, { id });
    if (!video) {
      throw notFound('video');
    }
    return video;
  }
}

/** The entity's values from a payload: the YouTube reference becomes its id, categories unique. */
function videoValues(input: Partial<VideoDto>): Partial<Video> {
  const { youtube, categories, ...rest } = input;
  return {
    ...(defined(rest) as Partial<Video>),
    ...(youtube !== undefined ? { youtubeId: youtube ? parseYoutubeId(youtube) : null } : {}),
    ...(categories !== undefined ? { categories: [...new Set(categories)] } : {}),
  };
}
