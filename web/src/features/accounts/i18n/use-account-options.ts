import { useTranslation } from 'react-i18next';
import { JOB_SEARCH_STAGE_OPTIONS, STUDENT_STATUS_OPTIONS, YEAR_LEVEL_OPTIONS } from '../model/options';
import { ACCOUNTS_NS } from './register';

/** The profile's choice lists with their labels in the interface's language (the values stay the contract's). */
export function useAccountOptions() {
  const { t } = useTranslation(ACCOUNTS_NS);
  return {
    yearLevels: YEAR_LEVEL_OPTIONS.map(({ value }) => ({ value, label: t(`options.yearLevel.${value}`) })),
    studentStatuses: STUDENT_STATUS_OPTIONS.map(({ value }) => ({ value, label: t(`options.studentStatus.${value}`) })),
    jobSearchStages: JOB_SEARCH_STAGE_OPTIONS.map(({ value }) => ({ value, label: t(`options.jobSearchStage.${value}`) })),
  };
}
