import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { userPrefUpdated } from '@/lib/state';
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

  it('asks for an uploaded picture at the size drawn, 2x for sharp screens; other pictures as they are', () => {
    const uploaded = 'https://lakbay.ph/api/v2/files/0b6f4c1e-2f7a-4c1b-9a51-7f3c2d1e0a9b.png';
    const { container, rerender } = render(<Avatar src={uploaded} size={64} />);
    const img = () => container.querySelector('img');
    expect(img()).toHaveAttribute('src', `${uploaded}?w=64`);
    expect(img()).toHaveAttribute('srcset', `${uploaded}?w=64 1x, ${uploaded}?w=128 2x`);
    rerender(<Avatar src={uploaded} size={96} />);
    expect(img()).toHaveAttribute('srcset', `${uploaded}?w=128 1x, ${uploaded}?w=256 2x`);
    rerender(<Avatar src="https://lh3.googleusercontent.com/a/photo.jpg" size={64} />);
    expect(img()).toHaveAttribute('src', 'https://lh3.googleusercontent.com/a/photo.jpg');
    expect(img()).not.toHaveAttribute('srcset');
  });

  it('with data saver on, loads only the smallest copy', () => {
    const uploaded = '/api/v2/files/0b6f4c1e-2f7a-4c1b-9a51-7f3c2d1e0a9b.jpg';
    const store = makeStore().store;
    store.dispatch(userPrefUpdated({ dataSaver: true }));
    const { container } = render(
      <Provider store={store}>
        <Avatar src={uploaded} size={64} />
      </Provider>,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', `${uploaded}?w=64`);
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
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
