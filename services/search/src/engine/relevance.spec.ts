import type { SearchDocument } from '@lakbay/contracts';
import { rankHits, withinDistance } from './relevance';
import { type EngineHit, INDEX_SETTINGS } from './search-engine';

const hit = (type: SearchDocument['type'], title: string, fields: Record<string, string> = {}): EngineHit => ({
  document: { type, id: title, title, path: `/${title}`, fields },
  matches: [],
});
const titles = (q: string, hits: EngineHit[]) => rankHits(q, hits, INDEX_SETTINGS).map((h) => h.document.title);

describe('rankHits', () => {
  it('puts the career a query names before videos and coaches the engine ranked higher', () => {
    const hits = [
      hit('VIDEO', 'Why software eats the world'),
      hit('COACH', 'Ana Software'),
      hit('CAREER', 'Software Developer'),
      hit('CAREER', 'IT Support Specialist', { skills: 'software installation' }),
    ];
    expect(titles('software', hits)).toEqual([
      'Software Developer',
      'IT Support Specialist',
      'Why software eats the world',
      'Ana Software',
    ]);
  });

  it('names a career through a synonym ("pulis": police officer) and drops what only a typo or one word reached', () => {
    const hits = [
      hit('CAREER', 'Police Officer'),
      hit('CAREER', 'Jail Officer', { summary: 'works with the police' }),
      hit('CAREER', 'Community Development Officer'),
      hit('CAREER', 'Bookkeeper', { summary: 'follows the tax policy' }),
      hit('COACH', 'Lourdes Tan', { bio: 'polish your resume' }),
    ];
    expect(titles('pulis', hits)).toEqual(['Police Officer', 'Jail Officer']);
  });

  it('takes the word a title matched with a typo as the one meant ("softwre": software), above videos', () => {
    const hits = [
      hit('VIDEO', 'Try something new', { speakerRole: 'software engineer' }),
      hit('CAREER', 'Bookkeeper', { skills: 'softwood' }),
      hit('CAREER', 'Software Developer'),
    ];
    expect(titles('softwre', hits)).toEqual(['Software Developer', 'Try something new']);
  });

  it('after a career named exactly, drops titles the last word only begins ("cop" is not Copywriter)', () => {
    const hits = [hit('CAREER', 'Content Writer / Copywriter'), hit('CAREER', 'Police Officer')];
    expect(titles('cop', hits)).toEqual(['Police Officer']);
  });

  it('while typing, puts the career whose title the last word begins first, and keeps what it begins elsewhere', () => {
    const hits = [
      hit('VIDEO', 'Soft skills'),
      hit('CAREER', 'Accountant', { skills: 'accounting software' }),
      hit('CAREER', 'Software Developer'),
      hit('CAREER', 'Nurse', { skills: 'sofa' }),
    ];
    expect(titles('soft', hits)).toEqual(['Software Developer', 'Accountant', 'Soft skills']);
  });

  it('corrects only the words typed: a synonym\'s word is not corrected ("doktor": physician is not physical)', () => {
    const hits = [
      hit('CAREER', 'Physical Therapist', { tasks: 'works with doctors' }),
      hit('CAREER', 'Plumber', { skills: 'physical stamina' }),
    ];
    expect(titles('doktor', hits)).toEqual(['Physical Therapist']);
  });

  it('leaves out words no hit has, except words with synonyms', () => {
    const hits = [hit('COACH', 'Paolo', { bio: 'working abroad' }), hit('CAREER', 'Registered Nurse')];
    // "sa" is nowhere; "nars" is nowhere either, but its variant "nurse" is: nobody has every word.
    expect(titles('nars sa abroad', hits)).toEqual(['Paolo', 'Registered Nurse']);
    expect(titles('nurse sa', hits)).toEqual(['Registered Nurse']);
  });

  it('keeps the engine order when every hit is weak', () => {
    const hits = [hit('VIDEO', 'Grit'), hit('CAREER', 'Farmer')];
    expect(titles('unrelated words', hits)).toEqual(['Grit', 'Farmer']);
  });
});

describe('withinDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(withinDistance('softwre', 'software', 1)).toBe(true);
    expect(withinDistance('electrision', 'electrician', 2)).toBe(true);
    expect(withinDistance('electrision', 'electrician', 1)).toBe(false);
    expect(withinDistance('pulis', 'police', 1)).toBe(false);
  });
});
