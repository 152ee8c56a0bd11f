import type { ChallengeDetail } from '@lakbay/contracts';
import { useVaText } from '../i18n/use-va-text';

/** When a challenge runs, until when it takes applications, its seats and who may join: terms of a `<dl>`. */
export function ChallengeFacts({ challenge }: { challenge: ChallengeDetail }) {
  const { t, formatDate, formatDateRange, weeksText, seatsText } = useVaText();
  return (
    <>
      <dt>{t('challenge.runs')}</dt>
      <dd>
        {formatDateRange(challenge.startDate, challenge.endDate)} ({weeksText(challenge.weeks)})
      </dd>
      <dt>{t('challenge.applyBy')}</dt>
      <dd>{formatDate(challenge.applicationDeadline)}</dd>
      <dt>{t('challenge.seats')}</dt>
      <dd>{seatsText(challenge)}</dd>
      <dt>{t('challenge.joinAs')}</dt>
      <dd>
        {challenge.applicationTypes
          .map((type) => (type === 'GROUP' ? t('challenge.asGroup', { size: challenge.maxGroupSize }) : t('challenge.asIndividual')))
          .join(t('challenge.or'))}
      </dd>
    </>
  );
}
