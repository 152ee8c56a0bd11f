import { Button } from 'antd';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppStore } from '@/lib/state/hooks';
import { Avatar } from '@/components/avatar';
import { ACCOUNTS_NS, avatarProblem, useUploadAvatarMutation } from '@/features/accounts';
import { describeApiError } from '@/lib/api/api-error';
import { loggedIn } from '@/lib/state';
import { toast } from '@/lib/toast';
import { MY_NS } from '../i18n/register';
import styles from './profile.module.css';

/**
 * Uploads a picture and has the nav avatar (appState loggedUser.avatar) follow; rejects with the
 * RTK Query error when the server refuses it.
 */
export function useAvatarSaver() {
  const [upload, { isLoading }] = useUploadAvatarMutation();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const save = useCallback(
    async (file: File) => {
      const profile = await upload(file).unwrap();
      const user = store.getState().appState.loggedUser;
      if (user) {
        dispatch(loggedIn({ ...user, avatar: profile.avatar }));
      }
      return profile;
    },
    [upload, store, dispatch],
  );
  return { save, isSaving: isLoading };
}

export interface AvatarUploadProps {
  current: string | null;
  /** The chosen picture not uploaded yet (the page's Save profile uploads it too). */
  pending: File | null;
  onPendingChange: (file: File | null) => void;
}

/**
 * Choose a picture (PNG, JPEG or WebP, at most 2 MB: checked here and again by the server), see
 * it before uploading, then upload it with its own button or with the form's Save profile.
 */
export function AvatarUpload({ current, pending, onPendingChange }: AvatarUploadProps) {
  const { t } = useTranslation(MY_NS);
  const { t: accounts } = useTranslation(ACCOUNTS_NS);
  const { save, isSaving } = useAvatarSaver();
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(
    () => () => {
      if (preview) {
        URL.revokeObjectURL(preview.url);
      }
    },
    [preview],
  );

  // Uploaded (here or by Save profile): the input lets go of the file.
  useEffect(() => {
    if (!pending && input.current) {
      input.current.value = '';
    }
  }, [pending]);

  const choose = (chosen: File | undefined) => {
    onPendingChange(null);
    setPreview(null);
    if (!chosen) {
      setProblem(null);
      return;
    }
    const issue = avatarProblem(accounts, chosen);
    setProblem(issue);
    if (!issue) {
      onPendingChange(chosen);
      setPreview({ file: chosen, url: URL.createObjectURL(chosen) });
    }
  };

  const send = async () => {
    if (!pending) {
      return;
    }
    try {
      await save(pending);
      onPendingChange(null);
      void toast('success', t('avatar.saved'));
    } catch (error) {
      setProblem(describeApiError(error).message);
    }
  };

  const shown = pending && preview?.file === pending ? preview.url : current;
  return (
    <div className={styles.avatarRow}>
      <Avatar src={shown} size={96} />
      <div>
        <label htmlFor={id} className={styles.sectionTitle}>
          {t('avatar.label')}
        </label>
        <p className={styles.muted} id={`${id}-hint`}>
          {t('avatar.hint')}
          {pending && t('avatar.pending')}
        </p>
        <input
          ref={input}
          id={id}
          className={styles.fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <div className={styles.actions}>
          <Button type="primary" disabled={!pending} loading={isSaving} onClick={() => void send()}>
            {t('avatar.upload')}
          </Button>
        </div>
        <p id={`${id}-error`} className={styles.error} role="alert">
          {problem}
        </p>
      </div>
    </div>
  );
}
