import { type AdminVideo, type Language, type Video as VideoReply, type VideoSummary, youtubeEmbedUrl } from '@lakbay/contracts';
import { iso } from '../common/errors';
import { localize } from '@lakbay/platform';
import type { Video } from '../entities/video.entity';

export function toVideoSummary(video: Video, language?: Language): VideoSummary {
  // The summary shows no description, but says the language the video's page is in.
  const { language: answered, fallback } = localize({ description: video.description }, video.fil, language);
  return {
    id: video.id,
    title: video.title,
    speaker: video.speaker,
    speakerRole: video.speakerRole,
    youtubeId: video.youtubeId ?? null,
    embedUrl: video.youtubeId ? youtubeEmbedUrl(video.youtubeId) : null,
    durationSeconds: video.durationSeconds ?? null,
    categories: video.categories,
    publishedOn: dateOnly(video.publishedOn),
    language: answered,
    fallback,
  };
}

export function toVideo(video: Video, language?: Language): VideoReply {
  const texts = localize({ description: video.description }, video.fil, language);
  return { ...toVideoSummary(video, language), description: texts.description };
}

export function toAdminVideo(video: Video): AdminVideo {
  return {
    ...toVideo(video),
    fil: video.fil ?? null,
    published: video.published,
    createdAt: iso(video.createdAt),
    updatedAt: iso(video.updatedAt),
  };
}

/** YYYY-MM-DD: the date column reads as PostgreSQL's text in both modes. */
export function dateOnly(value: string): string {
  return value.slice(0, 10);
}
