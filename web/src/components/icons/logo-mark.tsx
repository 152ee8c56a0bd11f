/** The Lakbay mark: a compass whose needle points north-east, blue ring and sunrise-orange needle. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18" fill="var(--lakbay-blue)" />
      <circle cx="20" cy="20" r="13.5" fill="#fff" />
      <path d="M27.5 12.5 22 22l-9.5 5.5L18 18z" fill="var(--lakbay-orange)" />
      <path d="M22 22 12.5 27.5 18 18z" fill="var(--lakbay-blue-deep)" />
      <circle cx="20" cy="20" r="2" fill="#fff" />
    </svg>
  );
}
