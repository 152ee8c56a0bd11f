import { type AdminVideo, type Video as VideoReply, type VideoSummary, youtubeEmbedUrl } from '@lakbay/contracts';
import { iso } from '../common/errors';
import type { Video } from '../entities/video.entity';

export function toVideoSummary(video: Video): VideoSummary {
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
  };
}

export function toVideo(video: Video): VideoReply {
  return { ...toVideoSummary(video), description: video.description };
}

export function toAdminVideo(video: Video): AdminVideo {
  return { ...toVideo(video), published: video.published, createdAt: iso(video.createdAt), updatedAt: iso(video.updatedAt) };
}

/** YYYY-MM-DD: the date column reads as PostgreSQL's text in both modes. */
export function dateOnly(value: string): string {
  return value.slice(0, 10);
}
