import { applyLocale, i18n, loadRegisteredNamespaces, registerCatalogues } from './i18n';

describe('loadRegisteredNamespaces', () => {
  afterEach(async () => {
    await applyLocale('en');
  });

  it('loads a namespace registered while the language changes in the new language, not the old one', async () => {
    // As at start: the reader's language is being applied while a page's code arrives and registers its words.
    const changing = applyLocale('fil');
    registerCatalogues(
      'late-page',
      {
        en: () => Promise.resolve({ default: { title: 'My account' } }),
        fil: () => Promise.resolve({ default: { title: 'Aking account' } }),
      },
      { title: 'My account' },
    );
    await loadRegisteredNamespaces();
    await changing;
    expect(i18n.language).toBe('fil');
    expect(i18n.hasResourceBundle('fil', 'late-page')).toBe(true);
    expect(i18n.getResource('fil', 'late-page', 'title')).toBe('Aking account');
  });
});
