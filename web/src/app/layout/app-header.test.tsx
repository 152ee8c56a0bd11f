import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { APP_STATE_STORAGE_KEY } from '@/app/store';
import { setUpAppTests, type RenderAppOptions } from '@/test-utils/render-app';

describe('AppHeader', () => {
  const renderApp = setUpAppTests({ resetLocale: true });
  const open = async (options: RenderAppOptions) => {
    const app = renderApp(options);
    await screen.findByRole('heading', { level: 1 });
    return { ...app, nav: screen.getByRole('navigation', { name: 'Main' }), toggle: screen.getByRole('button', { name: 'Menu' }) };
  };

  beforeEach(() => {
    mockFetch(() => jsonResponse(404, {}));
  });

  it('switches the navigation to Filipino, sets <html lang> and keeps the choice in userPref', async () => {
    const { nav } = await open({ path: '/' });
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(within(nav).getByRole('button', { name: 'Filipino' }));
    });

    expect(await within(nav).findByRole('link', { name: 'Magsimula' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Tahanan' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('button', { name: 'Filipino' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('fil');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const stored = JSON.parse(localStorage.getItem(APP_STATE_STORAGE_KEY) ?? '{}') as { userPref: string };
    expect(JSON.parse(stored.userPref)).toMatchObject({ language: 'fil' });
  });

  it('starts in the language stored in userPref', async () => {
    renderApp({ path: '/', userPref: { language: 'fil' } });
    const nav = await screen.findByRole('navigation', { name: 'Pangunahin' });
    expect(within(nav).getByRole('link', { name: 'Magsimula' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Ano ang Bago' })).toHaveAttribute('href', '/events');
  });

  it('offers Get Started to visitors', async () => {
    const { nav } = await open({ path: '/' });

    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers Logout and the avatar linking to /my when logged in', async () => {
    const { nav } = await open({ path: '/', session: aLoggedUser({ username: 'kadetlia' }) });

    expect(within(nav).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    // One avatar in the menu (wide screens) and one in the bar (small screens); CSS shows one.
    const avatars = screen.getAllByRole('link', { name: 'My account (kadetlia)' });
    expect(avatars).toHaveLength(2);
    for (const avatar of avatars) {
      expect(avatar).toHaveAttribute('href', '/my');
    }
  });

  it('highlights the current entry: exactly for Home, by prefix for the rest', async () => {
    const { nav } = await open({ path: '/careers/data-analyst' });

    expect(within(nav).getByRole('link', { name: 'Career Explorer' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens the forum in a new tab, marked New', async () => {
    const { nav } = await open({ path: '/' });

    const forum = within(nav).getByRole('link', { name: /^Forum/ });
    expect(forum).toHaveAttribute('target', '_blank');
    expect(forum).toHaveAttribute('rel', 'noopener noreferrer');
    expect(forum).toHaveTextContent('New');
    expect(forum).toHaveAccessibleName('Forum New (opens in a new tab)');
  });

  it('toggles the menu; Escape closes it and gives focus back to the toggle', async () => {
    const { toggle, nav } = await open({ path: '/' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', nav.id);

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    within(nav).getByRole('link', { name: 'FAQs' }).focus();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu on a click outside it', async () => {
    const { toggle } = await open({ path: '/' });
    fireEvent.click(toggle);

    fireEvent.pointerDown(screen.getByRole('main'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu once a link is chosen', async () => {
    const { toggle, nav, location } = await open({ path: '/' });
    fireEvent.click(toggle);

    await act(async () => {
      fireEvent.click(within(nav).getByRole('link', { name: 'Coach Connector' }));
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(location()).toBe('/coaches');
  });
});
