import { useState } from 'react';
import styles from './coaches.module.css';

/** Up to two initials of a display name: "Ana Reyes" -> "AR". */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** A coach's photo, or their initials on the brand tint when there is none (or it fails to load). Decorative. */
export function CoachAvatar({ name, src, size = 64 }: { name: string; src: string | null; size?: number }) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  if (!src || broken) {
    return (
      <span className={styles.initials} style={style} aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      className={styles.photo}
      style={style}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}
