import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { MeetingLinkField, YearsOfExperienceField } from './profile-fields';

interface Values {
  coach?: { meetingLink?: string; yearsOfExperience?: string };
}

// Onboarding asks these fields as required; the profile editor nests them under `coach.` and leaves them optional.
const renderFields = (required: boolean, onSubmit: (values: Values) => unknown) =>
  render(
    <AppForm<Values> label="Koach" fields={['coach']} onSubmit={onSubmit}>
      <MeetingLinkField name="coach.meetingLink" required={required} hint="Only your booked Kadets see it." />
      <YearsOfExperienceField name="coach.yearsOfExperience" required={required} />
      <SubmitButton>Save</SubmitButton>
    </AppForm>,
  );

const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
};

describe('the shared profile fields', () => {
  afterEach(cleanup);

  it('refuse blanks when required, with the hint kept before the message', async () => {
    const onSubmit = jest.fn();
    renderFields(true, onSubmit);
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Meeting link/)).toHaveAccessibleDescription('Only your booked Kadets see it. Meeting link is required');
    expect(screen.getByLabelText(/Years of experience/)).toHaveAccessibleDescription('Years of experience is required');
  });

  it('let blanks through when optional, still checking what is typed, under the nested name', async () => {
    const onSubmit = jest.fn();
    renderFields(false, onSubmit);
    fireEvent.change(screen.getByLabelText(/Years of experience/), { target: { value: '71' } });
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Years of experience/)).toHaveAccessibleDescription(
      'Years of experience must be a whole number from 0 to 70.',
    );

    fireEvent.change(screen.getByLabelText(/Years of experience/), { target: { value: '7' } });
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ coach: { yearsOfExperience: '7' } });
  });
});
