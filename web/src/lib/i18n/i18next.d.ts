import 'i18next';
import type interests from '@/features/interests/i18n/interests.en';
import type privacy from '@/features/privacy/i18n/privacy.en';
import type common from './messages/common.en';

// t('nav.home') is checked against the English catalogues: the shell's, and each feature namespace
// listed here (type-only imports: the catalogues themselves stay in their lazy chunks).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; interests: typeof interests; privacy: typeof privacy };
  }
}
