import type { InterestArea } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { INTERESTS_NS } from '../i18n/register';

/** Areas named in a sentence: "Social, Artistic and Enterprising" ("... at ..." in Filipino). */
export function useAreaList(): (areas: readonly InterestArea[]) => string {
  const { t } = useTranslation(INTERESTS_NS);
  return (areas) => {
    const names = areas.map((area) => t(`areas.${area}.name`));
    return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${t('result.and')} ${names.at(-1)}`;
  };
}
