import { registerFeatureCatalogues } from '@/lib/i18n';
import en from './events.en';

/** The events namespace: English in the feature's chunk, Filipino fetched when chosen. */
export const EVENTS_NS = 'events' as const;

registerFeatureCatalogues(EVENTS_NS, en, () => import('./events.fil'));
