import { SSO_MISSING_INPUTS_MESSAGE } from '@lakbay/contracts';
import { pattern, type Placeholders } from './message-pattern';
import { FILIPINO_FIELDS, FILIPINO_MESSAGES, FILIPINO_PATTERNS } from './server-messages.fil';
import { hasTranslation, translateErrorBody, translateMessage } from './translate-message';

const placeholders = (text: string) => [...text.matchAll(/\{([A-Za-z0-9]+)\}/g)].map((m) => m[1]).sort();

describe(translateMessage.name, () => {
  it('takes a whole sentence from the catalogue, and leaves English as it is', () => {
    expect(translateMessage('Incorrect e-mail or password.', 'fil')).toBe('Mali ang e-mail o password.');
    expect(translateMessage('Incorrect e-mail or password.', 'en')).toBe('Incorrect e-mail or password.');
  });

  it('fills a pattern, keeping numbers, names and values as they are', () => {
    expect(translateMessage('Too many failed log-in attempts. Please try again in 15 minutes.', 'fil')).toBe(
      'Masyadong maraming maling pagsubok na mag-log in. Pakisubukan ulit pagkalipas ng 15 minuto.',
    );
    expect(translateMessage('The scheduling service is unavailable. Please try again shortly.', 'fil')).toBe(
      'Hindi available ang scheduling service ngayon. Pakisubukan ulit maya-maya.',
    );
    expect(translateMessage('name must be shorter than or equal to 80 characters', 'fil')).toBe(
      'Dapat hindi hihigit sa 80 character ang name',
    );
    expect(translateMessage('Format must be ONLINE, ONSITE or HYBRID.', 'fil')).toBe('Dapat ONLINE, ONSITE o HYBRID ang format.');
  });

  it("translates a field's name through the glossary, keeps a property's API name, and refuses other words", () => {
    expect(translateMessage('First name must be at most 80 characters.', 'fil')).toBe('Dapat hindi hihigit sa 80 character ang pangalan.');
    expect(translateMessage('whyJoin must be at most 2000 characters.', 'fil')).toBe('Dapat hindi hihigit sa 2000 character ang whyJoin.');
    expect(hasTranslation('Favourite colour must be at most 80 characters.', 'fil')).toBe(false);
    expect(hasTranslation('Each colour must be text.', 'fil')).toBe(false);
  });

  it('translates a message within a message, and only when it knows it', () => {
    expect(translateMessage('cv.pdf: The resume must be a PDF or a Word (DOCX) document of at most 5 MB.', 'fil')).toBe(
      'cv.pdf: Dapat PDF o Word (DOCX) na dokumento ang resume, na hindi lalampas sa 5 MB.',
    );
    expect(hasTranslation('cv.pdf: something unknown', 'fil')).toBe(false);
    expect(
      translateMessage('This certificate was revoked on 2026-03-01 (The holder deleted their account.). It is no longer valid.', 'fil'),
    ).toBe('Binawi ang certificate na ito noong 2026-03-01 (Na-delete ng may-ari ang kanyang account.). Hindi na ito valid.');
    expect(translateMessage('This certificate was revoked on 2026-03-01 (plagiarism). It is no longer valid.', 'fil')).toBe(
      'Binawi ang certificate na ito noong 2026-03-01 (plagiarism). Hindi na ito valid.',
    );
  });

  it('keeps the texts the spec quotes in English', () => {
    expect(translateMessage(SSO_MISSING_INPUTS_MESSAGE, 'fil')).toBe(SSO_MISSING_INPUTS_MESSAGE);
  });
});

describe(translateErrorBody.name, () => {
  it('translates the message or each constraint, never the code, status or field names', () => {
    expect(translateErrorBody({ statusCode: 404, code: 'NOT_FOUND', message: 'There is no such booking.' }, 'fil')).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Walang ganitong booking.',
    });
    const fields = [{ property: 'password', constraints: ['Password is required.', 'Not one we know.'] }];
    expect(translateErrorBody({ statusCode: 400, code: 'VALIDATION_FAILED', message: fields }, 'fil').message).toEqual([
      { property: 'password', constraints: ['Kailangan ang password.', 'Not one we know.'] },
    ]);
    expect(translateErrorBody({ statusCode: 400, code: 'VALIDATION_FAILED', message: fields }, 'en').message).toBe(fields);
  });
});

describe('the Filipino catalogue', () => {
  it('carries every placeholder of a pattern over to its translation', () => {
    for (const p of FILIPINO_PATTERNS) {
      expect({ english: p.english, placeholders: placeholders(p.translation) }).toEqual({
        english: p.english,
        placeholders: placeholders(p.english),
      });
    }
  });

  it('has no empty or untranslated-looking entries', () => {
    const blank = Object.entries({ ...FILIPINO_MESSAGES, ...FILIPINO_FIELDS }).filter(([, fil]) => fil.trim() === '');
    expect(blank).toEqual([]);
  });

  it('refuses at compile time a translation that drops a placeholder', () => {
    // @ts-expect-error: {n} is missing from the translation.
    const broken = pattern('Too many {item}. Please try again in {n} minutes.', 'Masyadong maraming {item}.');
    const names: Placeholders<'Try in {n} minutes, {name}.'>[] = ['n', 'name'];
    expect(broken.slots).toEqual(['item', 'n']);
    expect(names).toHaveLength(2);
  });
});
