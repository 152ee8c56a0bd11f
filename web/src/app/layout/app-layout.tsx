import { Layout } from 'antd';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoginModal } from '@/features/auth';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import styles from './app-layout.module.css';
import { NavigationProgress } from './navigation-progress';

/** The shell around every page: header, content, footer, and the app-wide overlays. */
export function AppLayout() {
  return (
    <Layout className={styles.layout}>
      <NavigationProgress />
      <Layout.Header className={styles.header}>
        <AppHeader />
      </Layout.Header>
      {/* antd renders Content as <main>. */}
      <Layout.Content id="main" className={styles.content}>
        <Outlet />
      </Layout.Content>
      <Layout.Footer className={styles.footer}>
        <AppFooter />
      </Layout.Footer>
      <LoginModal />
      {/* Spec section 2: the page scrolls to top on navigation. */}
      <ScrollRestoration />
    </Layout>
  );
}
