import { describe, expect, it } from '@jest/globals';
import { filterByFlags } from '@/lib/feature-flags';
import { menuReducer, type MenuAction } from './menu-reducer';
import { isNavEntryActive, NAV_ENTRIES, visibleNavEntries } from './nav-entries';

describe('visibleNavEntries', () => {
  it('lists the spec entries in order, the flag-gated ones included in this build, with or without login', () => {
    const labels = [
      'Home',
      'Forum',
      'Virtual Apprenticeship',
      'Coach Connector',
      'Career Explorer',
      'Career Database',
      "What's New",
      'FAQs',
    ];
    expect(visibleNavEntries(false).map((entry) => entry.label)).toEqual(labels);
    expect(visibleNavEntries(true).map((entry) => entry.label)).toEqual(labels);
  });

  it('drops the gated entries when the launch flag is off', () => {
    expect(filterByFlags(NAV_ENTRIES, false, { launchFeatures: false }).map((entry) => entry.label)).not.toContain('Career Database');
    expect(filterByFlags(NAV_ENTRIES, false, { launchFeatures: false })).toHaveLength(6);
  });

  it('hides login-only items from visitors', () => {
    const items = [{ label: 'a' }, { label: 'b', requiresLogin: true }];
    expect(filterByFlags(items, false)).toEqual([{ label: 'a' }]);
    expect(filterByFlags(items, true)).toEqual(items);
  });

  it('marks the forum as a new, external entry', () => {
    expect(NAV_ENTRIES.find((entry) => entry.label === 'Forum')).toMatchObject({
      external: true,
      isNew: true,
      to: expect.stringMatching(/^https:\/\//),
    });
  });
});

describe('isNavEntryActive', () => {
  it('matches / exactly', () => {
    expect(isNavEntryActive('/', '/')).toBe(true);
    expect(isNavEntryActive('/', '/careers')).toBe(false);
  });

  it('matches other entries by whole-segment prefix', () => {
    expect(isNavEntryActive('/careers', '/careers')).toBe(true);
    expect(isNavEntryActive('/careers', '/careers/data-analyst')).toBe(true);
    expect(isNavEntryActive('/coaches', '/coaches-corner')).toBe(false);
    expect(isNavEntryActive('/faqs', '/jobs')).toBe(false);
  });
});

describe('menuReducer', () => {
  it('toggles and closes', () => {
    expect(menuReducer({ open: false }, { type: 'toggled' })).toEqual({ open: true });
    expect(menuReducer({ open: true }, { type: 'toggled' })).toEqual({ open: false });
    expect(menuReducer({ open: true }, { type: 'closed' })).toEqual({ open: false });
    const closed = { open: false };
    expect(menuReducer(closed, { type: 'closed' })).toBe(closed);
  });

  it('raises on an unknown action type', () => {
    expect(() => menuReducer({ open: false }, { type: 'opened' } as unknown as MenuAction)).toThrow('Unknown menu action: opened');
  });
});
