import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';

const toast = jest.fn(async (_kind: string, _content: string) => undefined);
jest.unstable_mockModule('@/lib/toast', () => ({ toast, TOAST_SECONDS: { default: 3 } }));
const { NoteField, useDialogSend } = await import('./dialog-parts');

describe('useDialogSend', () => {
  afterEach(() => {
    toast.mockClear();
  });

  it('says it is done and closes the dialog when the request goes through', async () => {
    const onClose = jest.fn();
    const { result } = renderHook(() => useDialogSend(onClose));
    await act(() => result.current.send(() => Promise.resolve({}), 'Sent.'));
    expect(toast).toHaveBeenCalledWith('success', 'Sent.');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(result.current.failure).toBeNull();
  });

  it("keeps the dialog open with the server's message when the request is refused, and clears it on the next try", async () => {
    const onClose = jest.fn();
    const { result } = renderHook(() => useDialogSend(onClose));
    await act(() => result.current.send(() => Promise.reject({ status: 409, data: { message: 'Too late to cancel.' } }), 'Sent.'));
    expect(result.current.failure).toBe('Too late to cancel.');
    expect(onClose).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();

    await act(() => result.current.send(() => Promise.resolve({}), 'Sent.'));
    expect(result.current.failure).toBeNull();
  });
});

describe('NoteField', () => {
  afterEach(cleanup);

  function Note() {
    const [value, setValue] = useState('');
    return <NoteField id="note" label="Reason" max={5} value={value} onChange={setValue} required error="Say why" />;
  }

  it('cuts the text at its limit and counts it while focused', () => {
    render(<Note />);
    const box = screen.getByLabelText('Reason');
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'abcdefgh' } });
    expect(box).toHaveValue('abcde');
    expect(screen.getByText('5 / 5 characters')).toBeInTheDocument();
    fireEvent.blur(box);
    expect(screen.queryByText('5 / 5 characters')).toBeNull();
  });
});
