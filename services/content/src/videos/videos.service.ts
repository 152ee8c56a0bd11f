import {
  type AdminListQuery,
  type AdminVideo,
  type Cached,
  type Language,
  type Page,
  type Video as VideoReply,
  parseYoutubeId,
} from '@lakbay/contracts';
import type { EntityManager, FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { UpdateVideoDto, VideoDto, VideoListQueryDto } from '@lakbay/contracts/content.dto';
import { ContentCrud } from '../admin/content-crud';
import { type WriteSet, sqlEm, table } from '../changes/content-writes';
import { videoDocument } from '../changes/search-document';
import { cachedRead } from '../common/cached';
import { defined } from '../common/defined';
import { withStoredFil } from '@lakbay/platform';
import { notFound } from '../common/errors';
import { paging, toPage, wordsFilter } from '../common/paging';
import { Video } from '../entities/video.entity';
import { toAdminVideo, toVideo } from './video.mapper';

@Injectable()
export class VideosService extends ContentCrud<Video, VideoDto, AdminVideo> {
  /** Published videos, newest first. */
  list(query: VideoListQueryDto, ifNoneMatch?: string, language?: Language): Promise<Cached<Page<VideoReply>>> {
    const page = paging(query);
    return cachedRead(this.em, {
      kinds: ['video'],
      key: ['videos.list', language ?? 'en', page.page, page.pageSize, query.category ?? null, query.q ?? null],
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
        return toPage(
          videos.map((video) => toVideo(video, language)),
          total,
          page,
        );
      },
    });
  }

  detail(id: string, ifNoneMatch?: string, language?: Language): Promise<Cached<VideoReply>> {
    return cachedRead(this.em, {
      kinds: ['video'],
      key: ['videos.get', language ?? 'en', id],
      ifNoneMatch,
      load: async () => {
        const video = await this.em.findOne(Video, { id, published: true });
        if (!video) {
          throw notFound('video');
        }
        return toVideo(video, language);
      },
    });
  }

  // ---- Admin ---------------------------------------------------------------------------------

  protected readonly entity = Video;
  protected readonly noun = 'video';
  protected readonly searched = ['title', 'speaker'];
  protected readonly adminOrder = { publishedOn: 'desc', id: 'asc' } as const;

  protected override adminFilter(query: AdminListQuery): FilterQuery<Video> {
    return query.category ? { categories: { $contains: [query.category] } } : {};
  }

  protected toAdmin(_em: EntityManager, videos: Video[]): AdminVideo[] {
    return videos.map(toAdminVideo);
  }

  protected createValues(_tx: EntityManager, input: VideoDto): RequiredEntityData<Video> {
    return { ...videoValues(input), published: input.published ?? false } as RequiredEntityData<Video>;
  }

  protected updateValues(_tx: EntityManager, _video: Video, changes: UpdateVideoDto): Partial<Video> {
    return videoValues(changes);
  }

  protected written(writes: WriteSet, id: string, video: Video | null): void {
    writes.change('VIDEO', id, video && videoDocument(video));
  }

  protected override async deleted(tx: EntityManager, id: string, writes: WriteSet): Promise<void> {
    // Careers stop pointing at it.
    await sqlEm(tx).execute(
      `update ${table('career')} set "related_video_ids" = "related_video_ids" - ?::text where "related_video_ids" @> ?::jsonb`,
      [id, JSON.stringify([id])],
    );
    writes.touch('career');
  }
}

/** The entity's values from a payload: the YouTube reference becomes its id, categories unique. */
function videoValues(input: Partial<VideoDto>): Partial<Video> {
  const { youtube, categories, ...rest } = input;
  return {
    ...(defined(withStoredFil(rest)) as Partial<Video>),
    ...(youtube !== undefined ? { youtubeId: youtube ? parseYoutubeId(youtube) : null } : {}),
    ...(categories !== undefined ? { categories: [...new Set(categories)] } : {}),
  };
}
