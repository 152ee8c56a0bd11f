import type { InterestScores } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { INTERESTS_NS } from '../i18n/register';
import { interestTie } from '../model/ranking';
import styles from './interests.module.css';
import { useAreaList } from './use-area-list';

const COUNT_WORDS = ['two', 'two', 'two', 'three', 'four', 'five', 'six'] as const;

/** Says plainly when top areas are tied and that all of them were used; nothing without a tie. */
export function TieNote({ scores }: { scores: InterestScores }) {
  const { t } = useTranslation(INTERESTS_NS);
  const list = useAreaList();
  const tie = interestTie(scores);
  if (!tie) {
    return null;
  }
  const howMany = t(`result.tiedCount.${COUNT_WORDS[Math.min(tie.tied.length, 6)] ?? 'two'}`);
  return (
    <p className={styles.tieNote} data-testid="tie-note">
      {tie.rest.length === 0
        ? t('result.tiedAll', { areas: list(tie.tied), howMany })
        : t('result.tiedSome', { areas: list(tie.tied), howMany, rest: list(tie.rest) })}
    </p>
  );
}
