import { eventually } from './eventually';

describe('eventually', () => {
  it('returns the first answer that is not false', async () => {
    let reads = 0;
    const answer = await eventually('the third read', () => (++reads < 3 ? false : { reads }), { intervalMs: 1 });
    expect(answer).toEqual({ reads: 3 });
  });

  it('reads again while the read throws, as an assertion does until it holds', async () => {
    let reads = 0;
    await eventually(
      'two reads',
      () => {
        reads++;
        expect(reads).toBe(2);
      },
      { intervalMs: 1 },
    );
    expect(reads).toBe(2);
  });

  it('names what it waited for and the last failure when time is up', async () => {
    await expect(eventually('the e-mail', () => false, { timeoutMs: 30, intervalMs: 5 })).rejects.toThrow(
      'the e-mail: not within 30 ms; still false',
    );
    await expect(
      eventually(
        'the index',
        () => {
          throw new Error('no Nurse yet');
        },
        { timeoutMs: 30, intervalMs: 5 },
      ),
    ).rejects.toThrow('the index: not within 30 ms; no Nurse yet');
  });
});
