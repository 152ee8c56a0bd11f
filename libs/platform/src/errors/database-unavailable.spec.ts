import { DriverException } from '@mikro-orm/core';
import { isDatabaseConnectionError } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe(isDatabaseConnectionError.name, () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection reset mid-query', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a pool that could not connect in time', new Error('Connection terminated due to connection timeout')],
    ['a connection the server closed', new Error('Connection terminated unexpectedly')],
    ['a server shutting down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (SQLSTATE class 08)', withCode('connection failure', '08006')],
    ['the same wrapped by MikroORM', new DriverException(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
    ['a refused dual-stack connection', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
  ])('recognises %s', (_, err) => {
    expect(isDatabaseConnectionError(err)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('leaves %s alone', (_, err) => {
    expect(isDatabaseConnectionError(err)).toBe(false);
  });
});
