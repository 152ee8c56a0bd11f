import type { CSSProperties, HTMLAttributes } from 'react';
import { Skeleton } from '@/components/plain/skeleton';
import { cardClassName, type CardStyleOptions } from './card';
import styles from './list-page.module.css';

export interface CardGridProps extends HTMLAttributes<HTMLUListElement> {
  /** Narrowest card in px, or 'one' for one column. */
  itemMin?: number | 'one';
}

/** A list of cards in as many columns as fit. */
export function CardGrid({ itemMin = 260, className, style, ...rest }: CardGridProps) {
  return (
    <ul
      {...rest}
      className={[styles.grid, className].filter(Boolean).join(' ')}
      style={{ '--list-item-min': itemMin === 'one' ? '100%' : `${itemMin}px`, ...style } as CSSProperties}
    />
  );
}

export interface CardSkeletonsProps extends CardStyleOptions {
  /** Names the loading state for screen readers, e.g. "Loading careers". */
  label: string;
  count?: number;
  /** A round placeholder of this size before the lines (a photo). */
  avatar?: number;
  minHeight?: number;
  itemMin?: CardGridProps['itemMin'];
  className?: string;
}

/** Placeholder cards in the grid's shape while a list loads, so it does not jump when they arrive. */
export function CardSkeletons({ label, count = 6, avatar, minHeight = 180, accent = 'top', itemMin, className }: CardSkeletonsProps) {
  return (
    <div role="status" aria-label={label}>
      <CardGrid itemMin={itemMin} className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={cardClassName({ accent })} style={{ minHeight }}>
            <Skeleton avatar={avatar} rows={3} />
          </li>
        ))}
      </CardGrid>
    </div>
  );
}
