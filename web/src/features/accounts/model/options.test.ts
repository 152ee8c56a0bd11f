import { afterAll, describe, expect, it } from '@jest/globals';
import { applyLocale, i18n, loadRegisteredNamespaces } from '@/lib/i18n';
import { httpsRule, yearsRule } from '../components/profile-fields';
import { stepToShow } from '../components/onboarding-flow';
import { ACCOUNTS_NS } from '../i18n/register';
import { avatarProblem, blankToNull } from './options';

const en = i18n.getFixedT('en', ACCOUNTS_NS);

describe('avatarProblem', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB and names the problem otherwise, in the BFF’s words', () => {
    expect(avatarProblem(en, { type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(avatarProblem(en, { type: 'image/webp', size: 10 })).toBeNull();
    expect(avatarProblem(en, { type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe(
      'The picture is larger than 2 MB. Please choose a smaller one.',
    );
    expect(avatarProblem(en, { type: 'image/gif', size: 10 })).toBe('The picture must be a PNG, JPEG or WebP image.');
  });
});

describe('the shared field checks', () => {
  afterAll(async () => {
    await applyLocale('en');
  });

  it('answer in English with the English words', () => {
    expect(yearsRule(en)('')).toBe('Years of experience is required');
    expect(yearsRule(en, false)('')).toBeUndefined();
    expect(yearsRule(en, false)('71')).toBe('Years of experience must be a whole number from 0 to 70.');
    expect(yearsRule(en)('70')).toBeUndefined();
    expect(httpsRule(en, 'Meeting link', true)('')).toBe('Meeting link is required');
    expect(httpsRule(en, 'LinkedIn URL', false)('')).toBeUndefined();
    expect(httpsRule(en, 'LinkedIn URL', false)('http://linkedin.com/in/ana')).toBe(
      'LinkedIn URL must be a web address starting with https://.',
    );
    expect(httpsRule(en, 'LinkedIn URL', false)('https://linkedin.com/in/ana')).toBeUndefined();
  });

  it('answer in Filipino with the Filipino words', async () => {
    await applyLocale('fil');
    await loadRegisteredNamespaces();
    const fil = i18n.getFixedT('fil', ACCOUNTS_NS);
    expect(yearsRule(fil)('71')).toBe('Ang taon ng karanasan ay dapat buong numero mula 0 hanggang 70.');
    expect(httpsRule(fil, 'Meeting link', false)('zoom.us/j/1')).toBe('Ang Meeting link ay dapat web address na nagsisimula sa https://.');
    expect(avatarProblem(fil, { type: 'image/gif', size: 10 })).toBe('Dapat PNG, JPEG o WebP ang picture.');
    expect(avatarProblem(fil, { type: 'image/png', size: 3 * 1024 * 1024 })).toBe('Lampas sa 2 MB ang picture. Pumili ng mas maliit.');
  });
});

describe('stepToShow', () => {
  it('shows a step already reached and sends anything else back to where the user left off', () => {
    expect(stepToShow('3', 3)).toBe(3);
    expect(stepToShow('2', 4)).toBe(2);
    expect(stepToShow('4', 3)).toBeNull();
    expect(stepToShow('1', 3)).toBeNull();
    expect(stepToShow(undefined, 2)).toBeNull();
    expect(stepToShow('x', 2)).toBeNull();
  });
});

describe('blankToNull', () => {
  it('turns an emptied field into null and trims the rest', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(' Cebu ')).toBe('Cebu');
  });
});
