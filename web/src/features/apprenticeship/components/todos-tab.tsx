import type { UserChallenge } from '@lakbay/contracts';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { vaPaths } from '@/lib/paths';
import { dueText } from '../lib/format';
import { StatusTag } from '@/components/status-tag';
import styles from './apprenticeship.module.css';

/** Dashboard TODOS: the deliverables not yet handed in (or sent back), soonest first, overdue marked. */
export function TodosTab({ challengeId, mine }: { challengeId: string; mine: UserChallenge }) {
  const todos = [...mine.todos].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  if (todos.length === 0) {
    return (
      <EmptyState title="Nothing to do right now" icon="calendar">
        {mine.isPending ? 'Your to-dos appear once your application is approved.' : 'Every deliverable so far is handed in. Nice work!'}
      </EmptyState>
    );
  }
  return (
    <section className={styles.panel} aria-label="To-dos">
      <ul className={styles.list}>
        {todos.map((todo) => (
          <li key={todo.weekId} className={styles.listItem}>
            <span className={styles.itemMain}>
              <span className={styles.weekNumber}>Week {todo.weekNumber}</span>
              <strong>{todo.title}</strong>
              <span className={styles.small}>{todo.deliverable}</span>
              <span className={todo.overdue ? styles.overdue : styles.small}>
                {todo.overdue ? '⚠ ' : ''}
                {dueText(todo.dueDate)}
              </span>
            </span>
            <span className={styles.row}>
              {todo.reason === 'NEEDS_UPDATE' && <StatusTag tone="warn">Needs update</StatusTag>}
              <Link to={vaPaths.weekSubmit(challengeId, todo.weekNumber)} aria-label={`Submit week ${todo.weekNumber}: ${todo.title}`}>
                Submit →
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
