import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdTheme, buttonConfig } from './antd-theme';

/**
 * antd's theme (brand tokens, uppercase buttons) and its App context. Deliberately not around the
 * whole app: the shell and the home page use no antd, which keeps the first download small; pages
 * get it through AntdScope (router) and overlays such as the login modal wrap themselves.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={antdTheme} button={buttonConfig}>
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}
