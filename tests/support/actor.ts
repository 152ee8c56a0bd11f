import { randomUUID } from 'node:crypto';
import { type Actor, ActorTokens, runInCall } from '@lakbay/platform';

/**
 * Runs fn in a call acting as actor, signed with the platform's AUTH_SECRET as the BFF signs it:
 * for tests that send service messages straight over the transport.
 */
export async function asActor<T>(authSecret: string, actor: Actor, fn: () => Promise<T>): Promise<T> {
  const actorToken = await new ActorTokens(authSecret).sign(actor);
  return runInCall({ requestId: randomUUID(), userId: actor.userId, actor, actorToken }, fn);
}
