/**
 * "Kompas", the Lakbay mascot: a round little compass with a traveller's cap and a backpack,
 * used on the loading screen. Decorative: the loader's text says what is happening.
 */
export function Mascot({ size = 96, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      {/* backpack, peeking out behind the body */}
      <rect x="62" y="38" width="24" height="34" rx="8" fill="var(--lakbay-orange)" />
      <rect x="70" y="46" width="14" height="10" rx="3" fill="var(--lakbay-orange-text)" />
      {/* feet */}
      <ellipse cx="37" cy="86" rx="8" ry="4.5" fill="var(--lakbay-blue-deep)" />
      <ellipse cx="59" cy="86" rx="8" ry="4.5" fill="var(--lakbay-blue-deep)" />
      {/* body: the compass case */}
      <circle cx="48" cy="52" r="32" fill="var(--lakbay-blue)" />
      <circle cx="48" cy="52" r="24" fill="#fff" />
      {/* cap with a needle-shaped feather */}
      <path d="M26 26c6-14 38-14 44 0z" fill="var(--lakbay-orange)" />
      <rect x="22" y="24" width="52" height="6" rx="3" fill="var(--lakbay-orange-text)" />
      <path d="M62 18l12-14-4 17z" fill="var(--lakbay-blue-deep)" />
      {/* face */}
      <circle cx="39" cy="49" r="4" fill="var(--lakbay-ink)" />
      <circle cx="57" cy="49" r="4" fill="var(--lakbay-ink)" />
      <circle cx="40.4" cy="47.6" r="1.3" fill="#fff" />
      <circle cx="58.4" cy="47.6" r="1.3" fill="#fff" />
      <circle cx="33" cy="58" r="3.5" fill="var(--lakbay-orange)" opacity="0.45" />
      <circle cx="63" cy="58" r="3.5" fill="var(--lakbay-orange)" opacity="0.45" />
      <path d="M41 60c4 4.5 10 4.5 14 0" stroke="var(--lakbay-ink)" strokeWidth="3" strokeLinecap="round" fill="none" />
      {/* compass ticks */}
      <path d="M48 30v4M48 70v4M26 52h4M66 52h4" stroke="var(--lakbay-blue)" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
