import { Button } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch, useAppStore } from '@/lib/state/hooks';
import { Avatar } from '@/components/avatar';
import { avatarProblem, useUploadAvatarMutation } from '@/features/accounts';
import { describeApiError } from '@/lib/api/api-error';
import { loggedIn } from '@/lib/state';
import { toast } from '@/lib/toast';
import styles from './profile.module.css';

/**
 * Choose a picture (PNG, JPEG or WebP, at most 2 MB: checked here and again by the server), see
 * it before uploading, then upload; the nav avatar (appState loggedUser.avatar) follows.
 */
export function AvatarUpload({ current }: { current: string | null }) {
  const [upload, { isLoading }] = useUploadAvatarMutation();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(
    () => () => {
      if (preview) {
        URL.revokeObjectURL(preview);
      }
    },
    [preview],
  );

  const choose = (chosen: File | undefined) => {
    setFile(null);
    setPreview(null);
    if (!chosen) {
      setProblem(null);
      return;
    }
    const issue = avatarProblem(chosen);
    setProblem(issue);
    if (!issue) {
      setFile(chosen);
      setPreview(URL.createObjectURL(chosen));
    }
  };

  const send = async () => {
    if (!file) {
      return;
    }
    try {
      const profile = await upload(file).unwrap();
      const user = store.getState().appState.loggedUser;
      if (user) {
        dispatch(loggedIn({ ...user, avatar: profile.avatar }));
      }
      setFile(null);
      setPreview(null);
      if (input.current) {
        input.current.value = '';
      }
      void toast('success', 'Your new picture is saved.');
    } catch (error) {
      setProblem(describeApiError(error).message);
    }
  };

  return (
    <div className={styles.avatarRow}>
      <Avatar src={preview ?? current} size={96} />
      <div>
        <label htmlFor={id} className={styles.sectionTitle}>
          Profile picture
        </label>
        <p className={styles.muted} id={`${id}-hint`}>
          PNG, JPEG or WebP, up to 2 MB.
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
          <Button type="primary" disabled={!file} loading={isLoading} onClick={() => void send()}>
            Upload picture
          </Button>
        </div>
        <p id={`${id}-error`} className={styles.error} role="alert">
          {problem}
        </p>
      </div>
    </div>
  );
}
