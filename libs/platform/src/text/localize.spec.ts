import { localize, storedFil, withStoredFil } from './localize';

const ENGLISH = {
  title: 'Nurse',
  summary: 'Cares for patients.',
  keyTasks: ['Check vital signs'],
  skills: { hard: ['Wound care'], soft: ['Empathy'] },
};

describe(localize.name, () => {
  it('answers English to an English reader, even where a Filipino version exists', () => {
    expect(localize(ENGLISH, { title: 'Nars' }, 'en')).toEqual({ ...ENGLISH, language: 'en', fallback: false });
    expect(localize(ENGLISH, { title: 'Nars' })).toMatchObject({ title: 'Nurse', language: 'en', fallback: false });
  });

  it('answers every text in Filipino when each has a Filipino version', () => {
    const fil = {
      title: 'Nars',
      summary: 'Nag-aalaga ng pasyente.',
      keyTasks: ['Sukatin ang vital signs'],
      skills: { hard: ['Pag-aalaga ng sugat'], soft: ['Malasakit'] },
    };
    expect(localize(ENGLISH, fil, 'fil')).toEqual({ ...fil, language: 'fil', fallback: false });
  });

  it('falls back to English field by field, nested lists too, and says so', () => {
    const answer = localize(ENGLISH, { title: 'Nars', skills: { soft: ['Malasakit'] } }, 'fil');
    expect(answer).toEqual({
      title: 'Nars',
      summary: 'Cares for patients.',
      keyTasks: ['Check vital signs'],
      skills: { hard: ['Wound care'], soft: ['Malasakit'] },
      language: 'fil',
      fallback: true,
    });
  });

  it('answers a record without any Filipino in English, with the fallback said', () => {
    expect(localize(ENGLISH, null, 'fil')).toEqual({ ...ENGLISH, language: 'en', fallback: true });
  });

  it('counts blank texts and empty lists as missing, and an empty English text as nothing to fall back from', () => {
    expect(localize({ title: 'Nurse', description: '' }, { title: '  ', description: '' }, 'fil')).toEqual({
      title: 'Nurse',
      description: '',
      language: 'en',
      fallback: true,
    });
    expect(localize({ title: 'Nurse', description: '' }, { title: 'Nars' }, 'fil')).toMatchObject({ language: 'fil', fallback: false });
    expect(localize({ keyTasks: ['Task'] }, { keyTasks: [] }, 'fil')).toEqual({ keyTasks: ['Task'], language: 'en', fallback: true });
  });
});

describe(storedFil.name, () => {
  it('keeps the fields with text as a plain object, nested ones too', () => {
    class Payload {
      title = 'Nars';
      summary = '';
      outlook = null;
      keyTasks: string[] = [];
      skills = { hard: [] as string[], soft: ['Malasakit'] };
    }
    const stored = storedFil(new Payload());
    expect(stored).toEqual({ title: 'Nars', skills: { soft: ['Malasakit'] } });
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
  });

  it('is null when nothing has text', () => {
    expect(storedFil({ title: ' ', skills: { hard: [] } })).toBeNull();
    expect(storedFil(null)).toBeNull();
    expect(storedFil(undefined)).toBeNull();
  });

  it('leaves values without a Filipino version as they are', () => {
    expect(withStoredFil({ title: 'Nurse' })).toEqual({ title: 'Nurse' });
    expect(withStoredFil({ title: 'Nurse', fil: null })).toEqual({ title: 'Nurse', fil: null });
    expect(withStoredFil({ title: 'Nurse', fil: { title: 'Nars', summary: '' } })).toEqual({ title: 'Nurse', fil: { title: 'Nars' } });
  });
});
