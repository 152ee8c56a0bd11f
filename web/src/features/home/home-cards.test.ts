import { describe, expect, it } from '@jest/globals';
import { filterByFlags } from '@/lib/feature-flags';
import { homeCardsFor, KADET_CARDS } from './home-cards';

describe('homeCardsFor', () => {
  it('gives Kadets the six cards of the spec, in order, with the flag on', () => {
    expect(homeCardsFor(false, true).map((card) => [card.title, card.to])).toEqual([
      ['Virtual Apprenticeship', '/virtual-apprenticeship'],
      ['Explore Careers', '/careers'],
      ['Find A Coach', '/coaches'],
      ['Browse Videos', '/videos'],
      ['Jobs Dashboard', '/jobs'],
      ["What's New", '/events'],
    ]);
  });

  it('gates the first, fifth and sixth Kadet cards behind the launch flag', () => {
    expect(filterByFlags(KADET_CARDS, true, { launchFeatures: false }).map((card) => card.title)).toEqual([
      'Explore Careers',
      'Find A Coach',
      'Browse Videos',
    ]);
  });

  it('gives Koaches Start Here, Add Availabilities and Update my Profile', () => {
    expect(homeCardsFor(true, true).map((card) => [card.title, card.to])).toEqual([
      ['Start Here', '/coaching-resources'],
      ['Add Availabilities', '/faqs/add-availability'],
      ['Update my Profile', '/my/profile/edit'],
    ]);
  });
});
