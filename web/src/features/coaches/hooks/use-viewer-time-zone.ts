import { selectViewerTimeZone } from '@/lib/state';
import { useAppSelector } from '@/lib/state/hooks';

/** The zone the viewer sees times in: their account's when logged in, else the browser's (the coach's is shown beside it). */
export const useViewerTimeZone = (): string => useAppSelector(selectViewerTimeZone);
