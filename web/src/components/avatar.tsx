import { useState } from 'react';
import { imageVariants } from '@/lib/images';
import { useSavesData } from '@/lib/offline/data-saver';
import { AVATAR_SIZE } from '@/lib/theme';
import styles from './avatar.module.css';

export interface AvatarProps {
  /** Image URL; null or a broken image shows the fallback. */
  src: string | null | undefined;
  size?: number;
  /** A display name: without a picture, its initials show instead of the placeholder silhouette. */
  name?: string;
}

/** Up to two initials of a display name: "Ana Reyes" -> "AR". */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/**
 * A round user picture (spec section 9: 64 px by default). Without one, or when it fails to load:
 * the name's initials on the brand tint when a name is given (coach cards and profiles), else the
 * placeholder silhouette. Decorative: the link or heading beside it names the user.
 */
export function Avatar({ src, size = AVATAR_SIZE, name }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const savesData = useSavesData();
  const style = { width: size, height: size };
  if (!src || broken) {
    if (name !== undefined) {
      return (
        <span className={`${styles.avatar} ${styles.initials}`} style={{ ...style, fontSize: Math.round(size * 0.38) }} aria-hidden="true">
          {initialsOf(name)}
        </span>
      );
    }
    return (
      <span className={styles.avatar} style={style} aria-hidden="true">
        <svg viewBox="0 0 64 64" width={size} height={size} focusable="false">
          <rect width="64" height="64" fill="var(--lakbay-blue-mist)" />
          <circle cx="32" cy="25" r="11" fill="var(--lakbay-blue)" />
          <path d="M12 58c2-12 10-18 20-18s18 6 20 18z" fill="var(--lakbay-blue)" />
        </svg>
      </span>
    );
  }
  // An uploaded picture comes at the size drawn (and twice that for sharp screens, unless data saver is on).
  const { src: sized, srcSet } = imageVariants(src, size, { sharp: !savesData });
  return (
    <img
      className={styles.avatar}
      style={style}
      src={sized}
      srcSet={srcSet}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
