import { slugify } from './slugify';

describe(slugify.name, () => {
  it('lower-cases, joins words with single hyphens and spells out &', () => {
    expect(slugify('Marketing & Branding  Officer')).toBe('marketing-and-branding-officer');
    expect(slugify('  UX/UI Designer!! ')).toBe('ux-ui-designer');
    expect(slugify('  Dr. José  Rizal, Jr. ')).toBe('dr-jose-rizal-jr');
  });

  it('drops accents so Filipino and Spanish names stay readable', () => {
    expect(slugify('Niño Señorita Pañuelo')).toBe('nino-senorita-panuelo');
    expect(slugify('Maria Santos-Peña')).toBe('maria-santos-pena');
  });

  it('folds compatibility characters such as ligatures into plain letters', () => {
    expect(slugify('ﬁnance ｏﬃcer')).toBe('finance-officer');
  });

  it('gives an empty slug for text without ASCII letters or digits', () => {
    expect(slugify('!!! ---')).toBe('');
    expect(slugify('李小龍')).toBe('');
  });

  it('cuts long text at maxLength without leaving a trailing hyphen', () => {
    expect(slugify(`${'a'.repeat(79)} bcd`, 80)).toBe('a'.repeat(79));
    expect(slugify('a'.repeat(100), 60)).toHaveLength(60);
    expect(slugify('a'.repeat(100))).toHaveLength(80);
  });
});
