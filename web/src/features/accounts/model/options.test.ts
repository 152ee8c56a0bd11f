import { describe, expect, it } from '@jest/globals';
import { stepToShow } from '../components/onboarding-flow';
import { AVATAR_NOT_IMAGE, AVATAR_TOO_LARGE, avatarProblem, blankToNull } from './options';

describe('avatarProblem', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB and names the problem otherwise', () => {
    expect(avatarProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(avatarProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(avatarProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe(AVATAR_TOO_LARGE);
    expect(avatarProblem({ type: 'image/gif', size: 10 })).toBe(AVATAR_NOT_IMAGE);
  });
});

describe('stepToShow', () => {
  it('shows a step already reached and sends anything else back to where the user left off', () => {
    expect(stepToShow('3', 3)).toBe(3);
    expect(stepToShow('2', 4)).toBe(2);
    expect(stepToShow('4', 3)).toBeNull();
    expect(stepToShow('1', 3)).toBeNull();
    expect(stepToShow(undefined, 2)).toBeNull();
    expect(stepToShow('x', 2)).toBeNull();
  });
});

describe('blankToNull', () => {
  it('turns an emptied field into null and trims the rest', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(' Cebu ')).toBe('Cebu');
  });
});
