import { Modal } from 'antd';
import { AntdProvider } from '@/components/antd/antd-provider';
import { Z_INDEX } from '@/lib/theme';
import { LoginPanel } from './login-panel';

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the closing animation; the caller restores focus. */
  onClosed: () => void;
}

/** The caller restores focus (onClosed), not the modal. Module-level: antd memoises on it. */
const FOCUSABLE = { focusTriggerAfterClose: false };

/** The antd Modal around the login panel; its own chunk, loaded on first open (see LoginModal). */
export function LoginDialog({ open, onClose, onClosed }: LoginDialogProps) {
  return (
    // The shell has no antd theme of its own; the modal brings it.
    <AntdProvider>
      <Modal
        open={open}
        title="Log In"
        footer={null}
        centered
        width={440}
        zIndex={Z_INDEX.modal}
        // A fresh form each time: no stale password or error from the last attempt.
        destroyOnHidden
        onCancel={onClose}
        afterClose={onClosed}
        focusable={FOCUSABLE}
      >
        <LoginPanel showHeading={false} autoFocus />
      </Modal>
    </AntdProvider>
  );
}
