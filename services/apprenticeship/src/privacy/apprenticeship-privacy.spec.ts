import { uploadLeavesWithOwner } from './apprenticeship-privacy';

describe('what a deleted account takes from the Virtual Apprenticeship', () => {
  it('takes the resume always, and submission files only when no one else is in the group', () => {
    expect(uploadLeavesWithOwner({ kind: 'RESUME' }, 3)).toBe(true);
    expect(uploadLeavesWithOwner({ kind: 'SUBMISSION' }, 1)).toBe(true);
    expect(uploadLeavesWithOwner({ kind: 'SUBMISSION' }, 2)).toBe(false);
  });
});
