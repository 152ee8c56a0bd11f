import { useEffect } from 'react';
import { applyLocale } from '@/lib/i18n';
import { useAppSelector } from '@/lib/state/hooks';
import { selectLocale } from '@/lib/state';

/** Keeps the interface language (catalogues, <html lang>) in step with the stored preference. */
export function LanguageSync() {
  const locale = useAppSelector(selectLocale);
  useEffect(() => {
    void applyLocale(locale);
  }, [locale]);
  return null;
}
