import { renamer } from './copy-files';
import { dependencyOrder } from './copy-rows';

describe('move-to-postgres', () => {
  describe('renamer', () => {
    const a = '0b7e0c1e-5b1f-4c57-9a55-0d8f3f1a2b3c.png';
    const b = '9f2d4c6e-1a3b-4d5e-8f70-112233445566.pdf';
    const rename = renamer([
      { from: a, to: '11111111-1111-4111-8111-111111111111.png', bytes: 1, sha256: '' },
      { from: b, to: '22222222-2222-4222-8222-222222222222.pdf', bytes: 1, sha256: '' },
    ]);

    it('replaces every stored name the store gave anew, in any column of a batch of rows as JSON', () => {
      const rows = JSON.stringify([
        { avatar_file: a, avatar_url: `http://localhost:3000/api/v2/files/${a}?w=96` },
        { stored_name: b, meta: { files: [b, a] } },
      ]);
      expect(JSON.parse(rename(rows))).toEqual([
        {
          avatar_file: '11111111-1111-4111-8111-111111111111.png',
          avatar_url: 'http://localhost:3000/api/v2/files/11111111-1111-4111-8111-111111111111.png?w=96',
        },
        {
          stored_name: '22222222-2222-4222-8222-222222222222.pdf',
          meta: { files: ['22222222-2222-4222-8222-222222222222.pdf', '11111111-1111-4111-8111-111111111111.png'] },
        },
      ]);
    });

    it('leaves alone ids, names it did not move and longer words that start like a name', () => {
      const text = JSON.stringify({
        id: '0b7e0c1e-5b1f-4c57-9a55-0d8f3f1a2b3c',
        other: '33333333-3333-4333-8333-333333333333.png',
        longer: `${a}x`,
      });
      expect(rename(text)).toBe(text);
    });
  });

  describe('dependencyOrder', () => {
    it('puts every table after the tables it points at, a table pointing at itself included', () => {
      const order = dependencyOrder(
        ['a.upload', 'a.submission', 'a.team', 'a.challenge', 'a.week', 'u.user', 'u.session'],
        [
          { from: 'a.upload', to: 'a.submission' },
          { from: 'a.upload', to: 'a.team' },
          { from: 'a.submission', to: 'a.team' },
          { from: 'a.submission', to: 'a.week' },
          { from: 'a.team', to: 'a.challenge' },
          { from: 'a.week', to: 'a.challenge' },
          { from: 'u.session', to: 'u.user' },
          { from: 'u.user', to: 'u.user' },
        ],
      );
      const at = (t: string) => order.indexOf(t);
      expect(order).toHaveLength(7);
      expect(at('a.challenge')).toBeLessThan(at('a.team'));
      expect(at('a.challenge')).toBeLessThan(at('a.week'));
      expect(at('a.team')).toBeLessThan(at('a.submission'));
      expect(at('a.week')).toBeLessThan(at('a.submission'));
      expect(at('a.submission')).toBeLessThan(at('a.upload'));
      expect(at('u.user')).toBeLessThan(at('u.session'));
    });

    it('refuses tables that point at each other, naming them', () => {
      expect(() =>
        dependencyOrder(
          ['x.a', 'x.b'],
          [
            { from: 'x.a', to: 'x.b' },
            { from: 'x.b', to: 'x.a' },
          ],
        ),
      ).toThrow('The tables x.a -> x.b -> x.a point at each other');
    });
  });
});
