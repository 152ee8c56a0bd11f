import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Avatar, initialsOf } from './avatar';

describe('Avatar', () => {
  afterEach(cleanup);

  it('shows the picture, lazily, at the size asked for', () => {
    const { container } = render(<Avatar src="https://example.ph/a.png" size={56} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://example.ph/a.png');
    expect(img).toHaveAttribute('width', '56');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows the silhouette without a picture and without a name', () => {
    const { container } = render(<Avatar src={null} />);
    expect(container.querySelector('svg')).toBeInTheDocument();
    expect(container.textContent).toBe('');
  });

  it("shows a coach's initials without a picture, and when the picture fails to load", () => {
    const { container, rerender } = render(<Avatar src={null} name="Ana Reyes" />);
    expect(container.textContent).toBe('AR');
    rerender(<Avatar src="https://example.ph/gone.png" name="Ana Reyes" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('AR');
  });

  it('takes up to two initials, upper case, whatever the spacing', () => {
    expect(initialsOf('ana  maria reyes')).toBe('AM');
    expect(initialsOf('Ben')).toBe('B');
    expect(initialsOf('  ')).toBe('');
  });
});
