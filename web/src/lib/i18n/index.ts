// Interface languages (react-i18next over i18next): the instance, the catalogues, the locales.
export { applyLocale, currentIntlLocale, currentLocale, i18n, loadRegisteredNamespaces, registerCatalogues } from './i18n';
export { registerFeatureCatalogues } from './feature-catalogues';
export type { CatalogueLoaders, Translation } from './catalogue';
export { INTL_LOCALE, LOCALE_NAMES, LOCALES, initialLocale, isLocale, type Locale } from './locales';
