import { parseYoutubeId, youtubeEmbedUrl } from './content.youtube';

describe(parseYoutubeId.name, () => {
  it('accepts a bare id and the usual YouTube links', () => {
    expect(parseYoutubeId('eIho2S0ZahI')).toBe('eIho2S0ZahI');
    expect(parseYoutubeId('https://www.youtube.com/watch?v=eIho2S0ZahI&t=30s')).toBe('eIho2S0ZahI');
    expect(parseYoutubeId('https://youtu.be/eIho2S0ZahI?si=x')).toBe('eIho2S0ZahI');
    expect(parseYoutubeId('https://www.youtube.com/embed/eIho2S0ZahI')).toBe('eIho2S0ZahI');
    expect(parseYoutubeId('https://www.youtube-nocookie.com/embed/eIho2S0ZahI')).toBe('eIho2S0ZahI');
    expect(parseYoutubeId('https://m.youtube.com/shorts/eIho2S0ZahI')).toBe('eIho2S0ZahI');
  });

  it('refuses other sites, malformed ids and other schemes', () => {
    expect(parseYoutubeId('https://vimeo.com/eIho2S0ZahI')).toBeNull();
    expect(parseYoutubeId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(parseYoutubeId('javascript:alert(1)')).toBeNull();
    expect(parseYoutubeId('not an id')).toBeNull();
    expect(parseYoutubeId('https://evil.example/youtube.com/watch?v=eIho2S0ZahI')).toBeNull();
  });

  it('makes privacy-enhanced embed links', () => {
    expect(youtubeEmbedUrl('eIho2S0ZahI')).toBe('https://www.youtube-nocookie.com/embed/eIho2S0ZahI');
  });
});
