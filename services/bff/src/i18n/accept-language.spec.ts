import { messageLanguage } from './accept-language';

describe(messageLanguage.name, () => {
  it.each([
    ['fil', 'fil'],
    ['en', 'en'],
    ['tl', 'fil'],
    ['fil-PH', 'fil'],
    ['FIL-ph', 'fil'],
    ['tl-PH,tl;q=0.9,en-US;q=0.8,en;q=0.7', 'fil'],
    ['en-US,en;q=0.9,fil;q=0.8', 'en'],
    ['en-GB, fil;q=0.5', 'en'],
    ['fil;q=0.4, en;q=0.8', 'en'],
    ['de-DE, fil;q=0.3', 'fil'],
    ['ja', 'en'],
    ['fil;q=0', 'en'],
    ['*', 'en'],
    ['', 'en'],
  ])('reads %j as %s', (header, language) => {
    expect(messageLanguage(header)).toBe(language);
  });

  it('reads English without the header, and a repeated header as one list', () => {
    expect(messageLanguage(undefined)).toBe('en');
    expect(messageLanguage(['ja', 'fil;q=0.5'])).toBe('fil');
  });
});
