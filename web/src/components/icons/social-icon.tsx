import { SOCIAL_GLYPHS, type SocialNetwork } from './social-glyphs';

export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  const glyph = SOCIAL_GLYPHS[network];
  return (
    <svg width={size} height={size} viewBox="64 64 896 896" fill="currentColor" aria-hidden="true" focusable="false">
      {glyph.paths.map((d) => (
        <path key={d} d={d} fillRule={glyph.evenOdd ? 'evenodd' : undefined} />
      ))}
    </svg>
  );
}
