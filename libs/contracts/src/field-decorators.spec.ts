import { refusedFields } from '@lakbay/platform';
import { plainToInstance } from 'class-transformer';
import { IsString, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { Int, ListOf, Nested, OneOf, Text, Uuid } from './field-decorators';

const refused = async (type: new () => object, value: unknown, kind: 'body' | 'query' = 'body') =>
  (await refusedFields(type, value, kind)).map((e) => `${e.property}: ${e.constraints.join(' ')}`);
const api = (type: new () => object, key: string): unknown => Reflect.getMetadata('swagger/apiModelProperties', type.prototype, key);

@ValidatorConstraint({ name: 'even' })
class EvenLength implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && value.length % 2 === 0;
  }
  defaultMessage(): string {
    return 'Code must have an even length.';
  }
}

class TextDto {
  @Text('The code', { nonEmpty: true, max: 4, tooLong: 'The code is too long.', trim: false })
  code!: string;

  @Text('Note', { type: 'Note must be text.', min: [1, 'Please write a note.'], max: 5, case: 'upper', optional: true })
  note?: string;

  @Text('Pair', { check: EvenLength, optional: true })
  pair?: string;

  @Text('raw', { max: 3, plain: true, reversed: true, optional: true })
  raw?: string;
}

class Child {
  @IsString()
  name!: string;
}

class OthersDto {
  @Uuid('Id must be an id.', { optional: true })
  id?: string;

  @Nested(Child, { notObject: 'Child must be an object.', optional: true })
  child?: Child;

  @OneOf([64, 128], 'Width must be 64 or 128.', { query: true, optional: true })
  w?: number;

  @Int({ min: 1, max: 3, plain: true, optional: true })
  n?: number;

  @Text('Gated', { optional: (o: OthersDto) => o.n === 2 })
  gated?: string;

  @Int({ int: 'page must be a whole number.', min: [1, 'page must be 1 or more.'], query: true, optional: true })
  page?: number;
}

class ListDto {
  @ListOf('emails', {
    of: { email: 'Each e-mail must be an e-mail address.' },
    notList: 'emails must be a JSON list.',
    max: [2, 'At most 2 e-mails.'],
    json: true,
    optional: true,
  })
  emails?: string[];

  @ListOf('links', { of: { url: 'Each link must be a web address.', max: [30, 'Each link is too long.'] }, optional: true })
  links?: string[];

  @ListOf('files', { of: { pattern: [/^[a-z]+\.pdf$/, 'Each file must be a PDF.'] }, max: 1, plain: true, reversed: true, optional: true })
  files?: string[];

  @ListOf('children', { of: { nested: Child }, optional: true })
  children?: Child[];
}

describe('Text', () => {
  it('refuses empty text with its required sentence, and long text with tooLong, keeping the spaces', async () => {
    expect(await refused(TextDto, { code: '' })).toEqual(['code: The code is required.']);
    expect(await refused(TextDto, { code: 5 })).toEqual(['code: The code is required.']);
    expect(await refused(TextDto, { code: 'abcde' })).toEqual(['code: The code is too long.']);
    expect(plainToInstance(TextDto, { code: ' a ' }).code).toBe(' a ');
  });

  it('takes a sentence for non-text and for too short, and changes the case after trimming', async () => {
    expect(await refused(TextDto, { code: 'a', note: 1 })).toEqual(['note: Note must be text.']);
    expect(await refused(TextDto, { code: 'a', note: '  ' })).toEqual(['note: Please write a note.']);
    expect(plainToInstance(TextDto, { note: ' abc ' }).note).toBe('ABC');
  });

  it('runs a constraint class last, with its own sentence', async () => {
    expect(await refused(TextDto, { code: 'a', pair: 'abc' })).toEqual(['pair: Code must have an even length.']);
    expect(await refused(TextDto, { code: 'a', pair: 'ab' })).toEqual([]);
  });

  it('plain: class-validator sentences; reversed: the size check first', async () => {
    expect(await refused(TextDto, { code: 'a', raw: 'abcd' })).toEqual(['raw: raw must be shorter than or equal to 3 characters']);
    expect(await refused(TextDto, { code: 'a', raw: 5 })).toEqual(['raw: raw must be shorter than or equal to 3 characters']);
  });
});

describe('Uuid, Nested, OneOf, Int and a condition', () => {
  it('refuses what is not an id', async () => {
    expect(await refused(OthersDto, { id: 'x' })).toEqual(['id: Id must be an id.']);
  });

  it('refuses a non-object with its sentence and checks the object with its class', async () => {
    expect(await refused(OthersDto, { child: 'x' })).toEqual(['child: Child must be an object.']);
    expect(await refused(OthersDto, { child: { name: 1 } })).toEqual(['child.name: name must be a string']);
    expect(api(OthersDto, 'child')).toEqual(expect.objectContaining({ type: Child, required: false }));
  });

  it('reads numbers of a query for OneOf', async () => {
    expect(await refused(OthersDto, { w: '64' }, 'query')).toEqual([]);
    expect(await refused(OthersDto, { w: '65' }, 'query')).toEqual(['w: Width must be 64 or 128.']);
    expect(api(OthersDto, 'w')).toEqual(expect.objectContaining({ enum: [64, 128] }));
  });

  it('takes bare limits with class-validator sentences', async () => {
    expect(await refused(OthersDto, { n: 4 })).toEqual(['n: n must not be greater than 3']);
    expect(await refused(OthersDto, { n: 1.5 })).toEqual(['n: n must be an integer number']);
  });

  it("caps a whole number that names no max at PostgreSQL's integer (1e21 is a whole number to JavaScript)", async () => {
    expect(await refused(OthersDto, { page: '2147483647' }, 'query')).toEqual([]);
    for (const page of ['2147483648', '1e21', '99999999999999999999999']) {
      expect(await refused(OthersDto, { page }, 'query')).toEqual(['page: The number is too large.']);
    }
  });

  it('checks a field only when its condition holds', async () => {
    expect(await refused(OthersDto, { n: 1 })).toEqual([]);
    expect(await refused(OthersDto, { n: 2 })).toEqual(['gated: Gated must be text.']);
  });
});

describe('ListOf', () => {
  it('reads a JSON list of e-mail addresses, trimmed and lower-cased', async () => {
    expect(plainToInstance(ListDto, { emails: '[" Ana@Example.PH "]' }).emails).toEqual(['ana@example.ph']);
    expect(plainToInstance(ListDto, { emails: ' ' }).emails).toEqual([]);
    expect(await refused(ListDto, { emails: 'nope' })).toEqual(['emails: emails must be a JSON list.']);
    expect(await refused(ListDto, { emails: ['nope'] })).toEqual(['emails: Each e-mail must be an e-mail address.']);
    expect(await refused(ListDto, { emails: ['a@b.ph', 'c@d.ph', 'e@f.ph'] })).toEqual(['emails: At most 2 e-mails.']);
  });

  it('checks web addresses: size, then form', async () => {
    expect(await refused(ListDto, { links: ['https://example.ph'] })).toEqual([]);
    expect(await refused(ListDto, { links: ['ftp://example.ph'] })).toEqual(['links: Each link must be a web address.']);
    expect(await refused(ListDto, { links: [`https://example.ph/${'a'.repeat(30)}`] })).toEqual(['links: Each link is too long.']);
  });

  it('checks items of a form, with class-validator sentences for the list', async () => {
    expect(await refused(ListDto, { files: ['a.pdf'] })).toEqual([]);
    expect(await refused(ListDto, { files: ['A.doc'] })).toEqual(['files: Each file must be a PDF.']);
    expect(await refused(ListDto, { files: ['a.pdf', 'b.pdf'] })).toEqual(['files: files must contain no more than 1 elements']);
  });

  it('checks objects with their class', async () => {
    expect(await refused(ListDto, { children: [{ name: 'a' }] })).toEqual([]);
    expect(await refused(ListDto, { children: [{}] })).toEqual(['children.0.name: name must be a string']);
    expect(api(ListDto, 'children')).toEqual(expect.objectContaining({ type: Child, isArray: true }));
  });
});
