import { refusedFields } from '@lakbay/platform';
import { SubmissionReviewDto } from './apprenticeship.dto';

const errors = (value: unknown) => refusedFields(SubmissionReviewDto, value);

describe(SubmissionReviewDto.name, () => {
  it('accepts an acceptance with an empty or missing note, as the review screen sends it', async () => {
    expect(await errors({ status: 'ACCEPTED', feedback: '' })).toEqual([]);
    expect(await errors({ status: 'ACCEPTED', feedback: '  ' })).toEqual([]);
    expect(await errors({ status: 'ACCEPTED' })).toEqual([]);
  });

  it('needs feedback to send work back for an update', async () => {
    expect(await errors({ status: 'NEEDS_UPDATE', feedback: '' })).toEqual([
      { property: 'feedback', constraints: ['Please tell the team what to update.'] },
    ]);
    expect(await errors({ status: 'NEEDS_UPDATE' })).toEqual([expect.objectContaining({ property: 'feedback' })]);
    expect(await errors({ status: 'NEEDS_UPDATE', feedback: 'Add one more interview.' })).toEqual([]);
  });
});
