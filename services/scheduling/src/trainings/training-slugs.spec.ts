import { questionIds, slugFor } from './training-slugs';

describe('slugFor', () => {
  it('makes lower-case words joined by dashes, without accents', () => {
    expect(slugFor('Portfolio Review', [])).toBe('portfolio-review');
    expect(slugFor('  Pagsasanay sa Panayam!  ', [])).toBe('pagsasanay-sa-panayam');
    expect(slugFor('Café & CV — Niño', [])).toBe('cafe-cv-nino');
  });

  it('answers "training" when no letter or digit is left, and keeps to 60 characters', () => {
    expect(slugFor('!!!', [])).toBe('training');
    const long = slugFor('word '.repeat(30), []);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('numbers a title the coach already has, retired ones included', () => {
    expect(slugFor('Career chat', ['career-chat'])).toBe('career-chat-2');
    expect(slugFor('Career chat', ['career-chat', 'career-chat-2'])).toBe('career-chat-3');
  });
});

describe('questionIds', () => {
  it('keeps given ids and gives the others q1, q2... unused so far', () => {
    const q = { label: 'x', required: false, maxLength: 10 };
    expect(questionIds([{ ...q, id: 'goals' }, q, q], ['q1'])).toEqual(['goals', 'q2', 'q3']);
    expect(questionIds([q, { ...q, id: 'q1' }], [])).toEqual(['q2', 'q1']);
  });
});
