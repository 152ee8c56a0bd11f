import { describe, expect, it, jest } from '@jest/globals';
import { afterCommit, withAfterCommit } from './after-commit';

describe(afterCommit.name, () => {
  it('runs at once outside a transaction', async () => {
    const work = jest.fn();
    await afterCommit(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('holds work until the transaction has committed', async () => {
    const order: string[] = [];
    const result = await withAfterCommit(async () => {
      await afterCommit(() => order.push('event'));
      order.push('commit');
      return 'answer';
    }, jest.fn());
    expect(result).toBe('answer');
    expect(order).toEqual(['commit', 'event']);
  });

  it('drops the work of a transaction that rolls back, and rethrows', async () => {
    const work = jest.fn();
    await expect(
      withAfterCommit(async () => {
        await afterCommit(work);
        throw new Error('handler failed');
      }, jest.fn()),
    ).rejects.toThrow('handler failed');
    expect(work).not.toHaveBeenCalled();
  });

  it('reports failing work and still runs the rest', async () => {
    const onError = jest.fn();
    const second = jest.fn();
    await withAfterCommit(async () => {
      await afterCommit(() => {
        throw new Error('nats down');
      });
      await afterCommit(second);
    }, onError);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'nats down' }));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('runs at once work queued after the commit by something the handler left running', async () => {
    let resume: () => void = () => undefined;
    const late = jest.fn();
    let lateCall: Promise<void> = Promise.resolve();
    await withAfterCommit(async () => {
      const gate = new Promise<void>((r) => (resume = r));
      lateCall = gate.then(() => afterCommit(late));
    }, jest.fn());
    resume();
    await lateCall;
    expect(late).toHaveBeenCalledTimes(1);
  });
});
