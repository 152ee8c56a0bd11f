import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../i18n/register';
import { Link } from 'react-router';
import { LineIcon } from '@/components/icons/line-icon';
import type { HomeCard } from '../home-cards';
import styles from './home-card-grid.module.css';

export function HomeCardGrid({ cards, label }: { cards: readonly HomeCard[]; label: string }) {
  const { t } = useTranslation(HOME_NS);
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map((card) => (
        <li key={card.title}>
          <Link to={card.to} className={styles.card}>
            <span className={styles.icon}>
              <LineIcon name={card.icon} size={28} />
            </span>
            <span className={styles.title}>{t(`cardTitles.${card.text}`)}</span>
            <span className={styles.text}>{t(`cards.${card.text}`)}</span>
            <span className={styles.more} aria-hidden="true">
              <LineIcon name="arrowRight" size={18} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
