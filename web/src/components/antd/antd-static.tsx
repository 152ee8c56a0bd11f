import { ConfigProvider, message } from 'antd';
import { AntdProvider } from './antd-provider';

// Toasts raised outside any page (lib/toast.ts) still wear the brand theme.
ConfigProvider.config({ holderRender: (children) => <AntdProvider>{children}</AntdProvider> });
// Spec section 9: toasts at the top centre (antd's message placement), a few at a time.
message.config({ top: 16, maxCount: 3 });

export { message };
