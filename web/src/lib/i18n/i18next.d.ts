import 'i18next';
import type common from './messages/common.en';

// t('nav.home') is checked against the English shell catalogue; other namespaces are typed loosely.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common };
  }
}
