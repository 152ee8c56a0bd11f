import { Modal } from 'antd';
import { LoginPanel } from './login-panel';

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The antd Modal around the login panel; its own chunk, loaded on first open (see LoginModal). */
export function LoginDialog({ open, onClose }: LoginDialogProps) {
  return (
    <Modal
      open={open}
      title="Log In"
      footer={null}
      centered
      width={440}
      // A fresh form each time: no stale password or error from the last attempt.
      destroyOnHidden
      onCancel={onClose}
    >
      <LoginPanel showHeading={false} autoFocus />
    </Modal>
  );
}
