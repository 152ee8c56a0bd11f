import { Outlet } from 'react-router';
import { AntdProvider } from './antd-provider';

/** Layout route around every page that may use antd (app/router.tsx): its own chunk, shared by them all. */
export function AntdScope() {
  return (
    <AntdProvider>
      <Outlet />
    </AntdProvider>
  );
}
