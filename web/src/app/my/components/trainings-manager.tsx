import type { ManagedTraining } from '@lakbay/contracts';
import { Button, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '@/components/query-states';
import { StatusTag } from '@/components/status-tag';
import {
  type TrainingsOwner,
  useCreateTrainingMutation,
  useGetTrainingsQuery,
  useSetTrainingRetiredMutation,
  useUpdateTrainingMutation,
} from '@/features/coaches';
import { describeApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast';
import { MY_NS } from '../i18n/register';
import { type TrainingValues, newTrainingValues, toTrainingInput, trainingValues } from '../model/training-values';
import { TrainingForm } from './training-form';
import styles from './trainings.module.css';

/** What the form is open for: a new training, or one being edited. */
type Editing = { kind: 'new' } | { kind: 'edit'; training: ManagedTraining } | null;

/**
 * A Koach's trainings (their own on /my/trainings, or a Koach's for an admin): the offered ones and
 * the retired ones, a form to add or edit one, and retire or restore (asking first to retire).
 */
export interface TrainingsManagerProps {
  owner: TrainingsOwner;
  /** The Koach's own languages: a new training starts in them. */
  spokenLanguages?: readonly string[];
}

export function TrainingsManager({ owner, spokenLanguages }: TrainingsManagerProps) {
  const { t } = useTranslation(MY_NS);
  const query = useGetTrainingsQuery(owner);
  const [editing, setEditing] = useState<Editing>(null);
  const [create] = useCreateTrainingMutation();
  const [update] = useUpdateTrainingMutation();
  const [setRetired] = useSetTrainingRetiredMutation();
  const [modal, confirmations] = Modal.useModal();

  const changeRetired = async (training: ManagedTraining, retired: boolean) => {
    try {
      await setRetired({ ...owner, slug: training.slug, retired }).unwrap();
      void toast('success', t(retired ? 'trainings.retiredDone' : 'trainings.restoredDone', { title: training.title }));
    } catch (error) {
      void toast('error', describeApiError(error).message);
    }
  };

  const retire = (training: ManagedTraining) =>
    void modal.confirm({
      title: t('trainings.retireTitle', { title: training.title }),
      content: t('trainings.retireText'),
      okText: t('trainings.retire'),
      okButtonProps: { danger: true },
      cancelText: t('trainings.cancel'),
      onOk: () => changeRetired(training, true),
    });

  const submit = async (values: TrainingValues) => {
    const body = toTrainingInput(values);
    if (editing?.kind === 'edit') {
      await update({ ...owner, slug: editing.training.slug, training: body }).unwrap();
      void toast('success', t('trainings.savedDone', { title: body.title }));
    } else {
      await create({ ...owner, training: body }).unwrap();
      void toast('success', t('trainings.createdDone', { title: body.title }));
    }
    setEditing(null);
  };

  return (
    <>
      {confirmations}
      <QueryStates
        query={query}
        loadingLabel={t('trainings.loading')}
        rows={4}
        errorTitle={t('trainings.error')}
        retryLabel={t('trainings.tryAgain')}
      >
        {(data) => {
          const active = data.trainings.filter((training) => !training.retiredAt);
          const retired = data.trainings.filter((training) => training.retiredAt);
          return (
            <div className={styles.manager}>
              {data.trainings.some((training) => training.isDefault) && <p className={styles.note}>{t('trainings.defaultsNote')}</p>}
              {editing ? (
                <TrainingForm
                  key={editing.kind === 'edit' ? editing.training.slug : 'new'}
                  editing={editing.kind === 'edit' ? editing.training : undefined}
                  initialValues={editing.kind === 'edit' ? trainingValues(editing.training) : newTrainingValues(spokenLanguages)}
                  onSubmit={submit}
                  onClose={() => setEditing(null)}
                />
              ) : (
                <Button type="primary" className={styles.add} onClick={() => setEditing({ kind: 'new' })}>
                  {t('trainings.add')}
                </Button>
              )}
              <section aria-labelledby="trainings-active">
                <h2 id="trainings-active" className={styles.heading}>
                  {t('trainings.active')}
                </h2>
                {active.length === 0 ? (
                  <p className={styles.muted}>{t('trainings.activeNone')}</p>
                ) : (
                  <ul className={styles.list} aria-label={t('trainings.active')}>
                    {active.map((training) => (
                      <TrainingCard key={training.slug} training={training}>
                        <Button onClick={() => setEditing({ kind: 'edit', training })}>{t('trainings.edit')}</Button>
                        <Button danger onClick={() => retire(training)}>
                          {t('trainings.retire')}
                        </Button>
                      </TrainingCard>
                    ))}
                  </ul>
                )}
              </section>
              {retired.length > 0 && (
                <section aria-labelledby="trainings-retired">
                  <h2 id="trainings-retired" className={styles.heading}>
                    {t('trainings.retired')}
                  </h2>
                  <p className={styles.muted}>{t('trainings.retiredNote')}</p>
                  <ul className={styles.list} aria-label={t('trainings.retired')}>
                    {retired.map((training) => (
                      <TrainingCard key={training.slug} training={training}>
                        <Button onClick={() => void changeRetired(training, false)}>{t('trainings.restore')}</Button>
                      </TrainingCard>
                    ))}
                  </ul>
                </section>
              )}
            </div>
          );
        }}
      </QueryStates>
    </>
  );
}

function TrainingCard({ training, children }: { training: ManagedTraining; children: ReactNode }) {
  const { t } = useTranslation(MY_NS);
  return (
    <li className={styles.card} aria-label={training.title}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{training.title}</h3>
        {training.retiredAt ? (
          <StatusTag tone="muted">{t('trainings.retired')}</StatusTag>
        ) : (
          <span className={styles.muted}>{t('trainings.minutes', { count: training.durationMinutes })}</span>
        )}
      </div>
      {training.description && <p className={styles.text}>{training.description}</p>}
      <p className={styles.muted}>
        {t('trainings.buffers', { before: training.bufferBeforeMinutes, after: training.bufferAfterMinutes })} ·{' '}
        {t('trainings.languages', { languages: training.languages.join(', ') })} ·{' '}
        {t('trainings.questions', { count: training.questions.length })}
      </p>
      <div className={styles.cardActions}>{children}</div>
    </li>
  );
}
