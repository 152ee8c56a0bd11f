import { useState } from 'react';
import { AVATAR_SIZE } from '@/lib/theme';
import styles from './avatar.module.css';

export interface AvatarProps {
  /** Image URL; null or a broken image shows the placeholder. */
  src: string | null | undefined;
  size?: number;
}

/** A round user picture (spec section 9: 64 px by default, with a placeholder image). Decorative: the link around it names the user. */
export function Avatar({ src, size = AVATAR_SIZE }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size };
  if (!src || broken) {
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
  return (
    <img
      className={styles.avatar}
      style={style}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
