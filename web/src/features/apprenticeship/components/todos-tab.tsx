import type { UserChallenge } from '@lakbay/contracts';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { vaPaths } from '@/lib/paths';
import { useVaText } from '../i18n/use-va-text';
import { StatusTag } from '@/components/status-tag';
import styles from './apprenticeship.module.css';

/** Dashboard TODOS: the deliverables not yet handed in (or sent back), soonest first, overdue marked. */
export function TodosTab({ challengeId, mine }: { challengeId: string; mine: UserChallenge }) {
  const { t, dueText } = useVaText();
  const todos = [...mine.todos].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  if (todos.length === 0) {
    return (
      <EmptyState title={t('todos.empty')} icon="calendar">
        {mine.isPending ? t('todos.pending') : t('todos.done')}
      </EmptyState>
    );
  }
  return (
    <section className={styles.panel} aria-label={t('todos.label')}>
      <ul className={styles.list}>
        {todos.map((todo) => (
          <li key={todo.weekId} className={styles.listItem}>
            <span className={styles.itemMain}>
              <span className={styles.weekNumber}>{t('facts.week', { number: todo.weekNumber })}</span>
              <strong>{todo.title}</strong>
              <span className={styles.small}>{todo.deliverable}</span>
              <span className={todo.overdue ? styles.overdue : styles.small}>
                {todo.overdue ? '⚠ ' : ''}
                {dueText(todo.dueDate)}
              </span>
            </span>
            <span className={styles.row}>
              {todo.reason === 'NEEDS_UPDATE' && <StatusTag tone="warn">{t('status.review.NEEDS_UPDATE')}</StatusTag>}
              <Link
                to={vaPaths.weekSubmit(challengeId, todo.weekNumber)}
                aria-label={t('todos.submitLabel', { number: todo.weekNumber, title: todo.title })}
              >
                {t('todos.submit')}
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
