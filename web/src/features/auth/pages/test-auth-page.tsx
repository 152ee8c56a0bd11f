import type { SessionUser } from '@lakbay/contracts';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { useRequest, type RequestState } from '@/lib/api/use-request';
import styles from './test-auth-page.module.css';

interface Health {
  status: 'ok' | 'degraded';
  services: Record<string, { status: string }>;
}

const HEALTH = { url: '/health' };
const ME = { url: '/auth/me' };

/**
 * /test-auth: a test screen for support and developers. It calls the platform's status endpoint
 * and, on demand, the session check, through the request helper, so its loading, status codes,
 * retries and 401 handling (the login modal) can be seen at work.
 */
export function TestAuthPage() {
  const health = useRequest<Health>(HEALTH);
  const me = useRequest<SessionUser>(ME, { lazy: true });

  return (
    <Page title="Test screen" intro="Checks the platform's status and your session. Nothing here changes any data." narrow>
      <Check
        title="Platform status"
        call="GET /api/v2/health"
        state={health}
        onRun={health.refresh}
        runLabel="Check again"
        summary={health.result ? `${health.result.status}: ${Object.keys(health.result.services).length} services answered` : undefined}
      />
      <Check
        title="Your session"
        call="GET /api/v2/auth/me"
        state={me}
        onRun={() => void me.send().catch(() => undefined)}
        runLabel="Check my session"
        summary={me.result ? `Logged in as ${me.result.username ?? me.result.email}${me.result.isCoach ? ' (Koach)' : ''}` : undefined}
      />
    </Page>
  );
}

interface CheckProps {
  title: string;
  call: string;
  state: RequestState<unknown>;
  onRun: () => void;
  runLabel: string;
  summary?: string | undefined;
}

function Check({ title, call, state, onRun, runLabel, summary }: CheckProps) {
  const outcome = state.loading
    ? 'Checking…'
    : state.error
      ? `Failed: ${state.error.message}`
      : state.loaded
        ? (summary ?? 'OK')
        : 'Not checked yet';
  return (
    <section className={styles.check} aria-labelledby={`${title}-heading`.replaceAll(' ', '-')}>
      <h2 id={`${title}-heading`.replaceAll(' ', '-')} className={styles.title}>
        {title}
      </h2>
      <dl className={styles.facts}>
        <dt>Call</dt>
        <dd>
          <code>{call}</code>
        </dd>
        <dt>Status code</dt>
        <dd>{state.statusCode ?? '—'}</dd>
        <dt>Result</dt>
        <dd>
          <span role="status">{outcome}</span>
        </dd>
      </dl>
      <Button variant="outline" onClick={onRun} loading={state.loading}>
        {runLabel}
      </Button>
    </section>
  );
}
