import { slugify } from './slug';

describe(slugify.name, () => {
  it('lower-cases, joins words with single hyphens and spells out &', () => {
    expect(slugify('Marketing & Branding  Officer')).toBe('marketing-and-branding-officer');
    expect(slugify('  UX/UI Designer!! ')).toBe('ux-ui-designer');
  });

  it('drops accents so Filipino and Spanish names stay readable', () => {
    expect(slugify('Niño Señorita Pañuelo')).toBe('nino-senorita-panuelo');
  });

  it('gives an empty slug for text without letters or digits', () => {
    expect(slugify('!!! ---')).toBe('');
  });

  it('cuts long titles without leaving a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} bcd`, 80);
    expect(slug).toBe('a'.repeat(79));
  });
});
