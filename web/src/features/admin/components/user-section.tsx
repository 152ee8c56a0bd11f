import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { describeApiError } from '@/lib/api/api-error';
import { useLazyFindUsersQuery } from '../api/admin-api';
import { ADMIN_NS } from '../i18n/register';
import { pickFoundUser } from '../model/user-search';
import styles from './admin-sections.module.css';
import { EmulateButton } from './emulate-button';
import { FoundUser } from './found-user';

/** Find a user by username: their facts and Koach switches, and Start Emulation. */
export function UserSection() {
  const { t } = useTranslation(ADMIN_NS);
  const [query, setQuery] = useState('');
  const [find, { data: results, isFetching, error, originalArgs }] = useLazyFindUsersQuery();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const searchId = useId();
  const searched = originalArgs !== undefined;
  const list = results ?? [];
  const found = list.find((user) => user.id === chosenId) ?? (originalArgs ? pickFoundUser(list, originalArgs) : null);

  const search = () => {
    const text = query.trim();
    if (text) {
      setChosenId(null);
      void find(text);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`} className={styles.sectionTitle}>
        {t('user.heading')}
      </h2>
      <form
        className={styles.search}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <label htmlFor={searchId} className={styles.label}>
          {t('user.username')}
        </label>
        <div className={styles.searchRow}>
          <Input
            id={searchId}
            size="large"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            maxLength={30}
            autoComplete="off"
          />
          <Button type="primary" size="large" htmlType="submit" loading={isFetching} disabled={!query.trim()}>
            {t('user.find')}
          </Button>
        </div>
      </form>
      {error && <FormError message={describeApiError(error).message} />}
      {searched && !isFetching && !error && list.length === 0 && (
        <p role="status" className={styles.muted}>
          {t('user.none', { query: originalArgs })}
        </p>
      )}
      {list.length > 1 && (
        <div className={styles.matches}>
          <p className={styles.muted}>{t('user.several')}</p>
          <ul className={styles.matchList}>
            {list.map((user) => (
              <li key={user.id}>
                <Button
                  type={user.id === found?.id ? 'primary' : 'default'}
                  aria-pressed={user.id === found?.id}
                  onClick={() => setChosenId(user.id)}
                >
                  {user.username ?? user.email}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {found ? <FoundUser user={found} /> : null}
      <EmulateButton user={found} />
    </section>
  );
}
