import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Page } from '@/components/page';
import { AllowlistSection } from '../components/allowlist-section';
import { AuditLogSection } from '../components/audit-log-section';
import { CalendarSection } from '../components/calendar-section';
import { UserSection } from '../components/user-section';
import { ADMIN_NS } from '../i18n/register';

/** /admin/emulate (AdminRoute: admins only): find a user, emulate them, manage Koaches and the allowlist, read the audit log. */
export function EmulatePage() {
  const { t } = useTranslation(ADMIN_NS);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
    }
  }, [hash]);
  return (
    <Page title={t('page.title')} intro={t('page.intro')}>
      <UserSection />
      <AllowlistSection />
      <CalendarSection />
      <AuditLogSection />
    </Page>
  );
}
