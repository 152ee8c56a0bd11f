const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = /* @__PURE__ */ new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);

/**
 * The 11-character id of a YouTube video from an id or a watch, share, embed, shorts or live link;
 * null when the text is neither.
 */
export function parseYoutubeId(reference: string): string | null {
  const text = reference.trim();
  if (YOUTUBE_ID.test(text)) {
    return text;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!YOUTUBE_HOSTS.has(url.hostname.toLowerCase()) || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const candidate =
    url.hostname.toLowerCase() === 'youtu.be'
      ? segments[0]
      : segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
          ? segments[1]
          : undefined;
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** Privacy-enhanced embed address of a YouTube video id. */
export const youtubeEmbedUrl = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}`;
