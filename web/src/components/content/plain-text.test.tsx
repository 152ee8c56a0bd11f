import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { parsePlainText, PlainText } from './plain-text';

describe('PlainText', () => {
  it('splits paragraphs on blank lines and makes lists of "- " and "1. " lines', () => {
    expect(parsePlainText('Intro line\nsame paragraph\n\n1. one\n2. two\n\n- a\n- b\nAfter')).toEqual([
      { kind: 'p', text: 'Intro line same paragraph' },
      { kind: 'ol', items: ['one', 'two'] },
      { kind: 'ul', items: ['a', 'b'] },
      { kind: 'p', text: 'After' },
    ]);
  });

  it('shows markup in the text as text, never as HTML', () => {
    render(<PlainText text={'<b>bold</b>\n\n- <img src=x onerror=alert(1)>'} />);
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});
