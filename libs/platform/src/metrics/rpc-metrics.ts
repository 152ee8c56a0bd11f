import { HttpException } from '@nestjs/common';
import { TimeoutError } from 'rxjs';
import { ServiceError, isServiceErrorPayload, statusOf } from '../errors';
import { latencyHistogram } from './registry';

/** ok; rejected (the service refused: a 4xx); unavailable (503, nobody listening); timeout; error (a bug). */
export type RpcOutcome = 'ok' | 'rejected' | 'unavailable' | 'timeout' | 'error';

const clientDuration = latencyHistogram(
  'lakbay_rpc_client_duration_seconds',
  'Request-reply calls to the domain services as the caller saw them, by command and outcome',
  ['command', 'outcome'],
);

const serverDuration = latencyHistogram(
  'lakbay_rpc_server_duration_seconds',
  'Messages handled by a domain service, by service, command (or event) and outcome',
  ['service', 'command', 'outcome'],
);

/** What a failed call or handler amounts to; `other` is the outcome of an error of no known kind. */
export function rpcOutcomeOf(err: unknown, other: RpcOutcome): RpcOutcome {
  const status =
    err instanceof ServiceError || isServiceErrorPayload(err) ? statusOf(err) : err instanceof HttpException ? err.getStatus() : undefined;
  if (status !== undefined) {
    return status === 503 ? 'unavailable' : status < 500 ? 'rejected' : 'error';
  }
  return err instanceof TimeoutError ? 'timeout' : other;
}

/** Times a call from ServiceClient.send: resolves or rejects as the call does. */
export async function observeRpcCall<T>(command: string, call: Promise<T>): Promise<T> {
  const started = process.hrtime.bigint();
  let outcome: RpcOutcome = 'ok';
  try {
    return await call;
  } catch (err) {
    // Anything else (no responders, a closed connection) means the service could not be reached.
    outcome = rpcOutcomeOf(err, 'unavailable');
    throw err;
  } finally {
    clientDuration.observe({ command, outcome }, secondsSince(started));
  }
}

export function observeRpcHandled(service: string, command: string, outcome: RpcOutcome, seconds: number): void {
  serverDuration.observe({ service, command, outcome }, seconds);
}

export function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}
