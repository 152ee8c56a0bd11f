import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppForm } from './app-form';
import { charCounterText, limitChars } from './char-limit';
import { selectionLabel, toSelectionValue } from './selection';
import { SubmitButton } from './submit-button';
import { TextareaField } from './textarea-field';
import { TextField } from './text-field';
import { required } from './validators';

describe('selection helpers (spec section 5 multi-select)', () => {
  const options = [
    { label: 'Design', value: 'design' },
    { label: 'Data', value: 'data' },
    { label: 'Sales', value: 'sales' },
  ];

  it('returns all selected keys when multiple, else the first', () => {
    expect(toSelectionValue(['data', 'sales'], true)).toEqual(['data', 'sales']);
    expect(toSelectionValue(['data', 'sales'], false)).toBe('data');
    expect(toSelectionValue([], false)).toBeUndefined();
  });

  it('shows the labels joined by a comma', () => {
    expect(selectionLabel(options, ['sales', 'design'])).toBe('Design, Sales');
    expect(selectionLabel(options, 'data')).toBe('Data');
    expect(selectionLabel(options, undefined)).toBe('');
  });
});

describe('char limit', () => {
  it('cuts at the limit and counts "n / m characters"', () => {
    expect(limitChars('abcdef', 4)).toBe('abcd');
    expect(limitChars('abc', undefined)).toBe('abc');
    expect(charCounterText('abc', 10)).toBe('3 / 10 characters');
  });
});

interface Values {
  headline?: string;
  story?: string;
}

describe('AppForm', () => {
  afterEach(cleanup);

  const renderForm = (onSubmit: (values: Values) => unknown) =>
    render(
      <AppForm<Values> label="Profile" fields={['headline', 'story']} onSubmit={onSubmit}>
        <TextField name="headline" label="Headline" required validate={required('Headline')} maxChar={10} hint="Shown under your name" />
        <TextareaField name="story" label="Your story" maxChar={200} />
        <SubmitButton>Save</SubmitButton>
      </AppForm>,
    );

  it('keeps what the person typed when the record it started from is read again', () => {
    // As the onboarding steps do: initial values built afresh on every render from a refetched profile.
    const Step = ({ story, tags }: { story: string; tags: string[] }) => (
      <AppForm<Values & { tags?: string[] }>
        label="Profile"
        fields={['headline', 'story']}
        onSubmit={jest.fn()}
        initialValues={{ headline: '', story, tags: [...tags] }}
      >
        <TextField name="headline" label="Headline" />
        <TextareaField name="story" label="Your story" />
      </AppForm>
    );
    const { rerender } = render(<Step story="" tags={[]} />);
    fireEvent.change(screen.getByLabelText('Headline'), { target: { value: 'Product Designer' } });
    // The same record again (a new [] each time): nothing changes.
    rerender(<Step story="" tags={[]} />);
    expect(screen.getByLabelText('Headline')).toHaveValue('Product Designer');
    // The record changed on the server: untouched fields follow it, the typed one stays.
    rerender(<Step story="From the server" tags={['design']} />);
    expect(screen.getByLabelText('Your story')).toHaveValue('From the server');
    expect(screen.getByLabelText('Headline')).toHaveValue('Product Designer');
  });

  it('on submit marks every field touched, validates, and does not call the handler with errors', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    const headline = screen.getByLabelText('Headline');
    expect(headline).not.toHaveAccessibleDescription(expect.stringContaining('required'));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });

    expect(onSubmit).not.toHaveBeenCalled();
    expect(headline).toHaveAccessibleDescription('Shown under your name Headline is required');
    expect(headline).toHaveAttribute('aria-invalid', 'true');
  });

  it('says nothing about an empty required field the user only passed through, and shows it once they typed and cleared it', () => {
    renderForm(jest.fn());
    const headline = screen.getByLabelText('Headline');

    fireEvent.focus(headline);
    fireEvent.blur(headline);
    expect(headline).not.toHaveAccessibleDescription(expect.stringContaining('required'));
    expect(headline).not.toHaveAttribute('aria-invalid');

    fireEvent.focus(headline);
    fireEvent.change(headline, { target: { value: 'x' } });
    fireEvent.change(headline, { target: { value: '' } });
    fireEvent.blur(headline);
    expect(headline).toHaveAccessibleDescription('Shown under your name Headline is required');
  });

  it('shows the counter only while focused and rejects input beyond the limit', () => {
    renderForm(jest.fn());
    const headline = screen.getByLabelText('Headline');
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();

    fireEvent.focus(headline);
    fireEvent.change(headline, { target: { value: 'Data analyst at a bank' } });
    expect(headline).toHaveValue('Data analy');
    expect(screen.getByText('10 / 10 characters')).toBeInTheDocument();
    expect(headline).toHaveAttribute('maxlength', '10');

    fireEvent.blur(headline);
    expect(screen.queryByText('10 / 10 characters')).not.toBeInTheDocument();
  });

  it('puts server constraints under each field joined by a comma, and a plain message at the top', async () => {
    const failures = [
      {
        status: 400,
        data: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: [{ property: 'story', constraints: ['story is too short', 'story must be text'] }],
        },
      },
      { status: 409, data: { statusCode: 409, code: 'CONFLICT', message: 'Someone else changed this profile.' } },
    ];
    const onSubmit = jest.fn(async () => {
      throw failures.shift();
    });
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('Headline'), { target: { value: 'Designer' } });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(screen.getByLabelText('Your story')).toHaveAccessibleDescription('story is too short, story must be text'));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this profile.');
  });

  it('disables the submit button with an indicator while submitting', async () => {
    let finish: () => void = () => undefined;
    renderForm(() => new Promise<void>((resolve) => (finish = resolve)));
    fireEvent.change(screen.getByLabelText('Headline'), { target: { value: 'Designer' } });

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    const button = await screen.findByRole('button', { name: /Save/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    await waitFor(() => expect(button).toBeEnabled());
  });
});
