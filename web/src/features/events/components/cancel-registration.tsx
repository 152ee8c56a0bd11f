import { Popconfirm } from 'antd';
import { AntdProvider } from '@/components/antd/antd-provider';
import { LoadingButton } from '@/components/loading-button';

export interface CancelRegistrationProps {
  /** The button's words, and the confirmation's own button's. */
  label: string;
  title: string;
  description?: string | undefined;
  keepText: string;
  loading: boolean;
  onConfirm: () => void;
}

/**
 * The one part of the registration panel that needs antd (its confirmation popover): loaded only
 * for a visitor who has a registration to cancel, so an event page costs everyone else no antd.
 */
export function CancelRegistration({ label, title, description, keepText, loading, onConfirm }: CancelRegistrationProps) {
  return (
    <AntdProvider>
      <Popconfirm title={title} description={description} okText={label} cancelText={keepText} onConfirm={onConfirm}>
        <LoadingButton danger loading={loading}>
          {label}
        </LoadingButton>
      </Popconfirm>
    </AntdProvider>
  );
}
