import { useTranslation } from 'react-i18next';
import { ACCOUNTS_NS } from '../i18n/register';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { EXTERNAL_LINKS } from '@/lib/links';
import { useRequest } from '@/lib/api/use-request';

interface SsoResponse {
  redirectUrl: string;
}

// Spec-quoted (section 8): the same words in every language.
const MISSING_INPUTS = 'Something went wrong. The SSO from Discourse is missing some inputs. Please go back to Discourse and retry again.';

const isWebAddress = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * /sso/discourse (RequireAuthRoute: logged in only): single sign-on into the forum. Spec sections
 * 5 and 8: needs both sso and sig; a 200 sends the browser to the forum's redirectUrl, 400 or
 * above raises an error (the error page).
 */
export function SsoDiscoursePage() {
  const { t } = useTranslation(ACCOUNTS_NS);
  const [params] = useSearchParams();
  const sso = params.get('sso');
  const sig = params.get('sig');
  const request = useMemo(() => (sso && sig ? { url: '/auth/sso/discourse', params: { sso, sig } } : null), [sso, sig]);
  const { result, error } = useRequest<SsoResponse>(request);

  useEffect(() => {
    if (result && isWebAddress(result.redirectUrl)) {
      window.location.assign(result.redirectUrl);
    }
  }, [result]);

  if (!request) {
    return (
      <Page title={t('sso.title')}>
        <EmptyState
          title={t('sso.heading')}
          icon="lock"
          action={
            <a href={EXTERNAL_LINKS.forum} rel="noopener noreferrer">
              {t('sso.back')}
            </a>
          }
        >
          {MISSING_INPUTS}
        </EmptyState>
      </Page>
    );
  }
  if (error) {
    // The route's error boundary takes over (spec section 8: 400 or above raises an error).
    throw new Error(`Forum sign-in failed: ${error.message}`);
  }
  return <PageLoader />;
}
