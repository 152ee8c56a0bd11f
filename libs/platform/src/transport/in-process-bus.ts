/** A receiver of serialised packets for some patterns: one service instance's server. */
export interface InProcessReceiver {
  receive(pattern: string, packet: string, reply?: (packet: string) => void): void;
}

/**
 * The in-process stand-in for NATS: patterns map to subscribed servers, and several servers on
 * one pattern share requests round-robin, as a NATS queue group does.
 */
export class InProcessBus {
  private readonly routes = new Map<string, { receivers: InProcessReceiver[]; next: number }>();

  subscribe(pattern: string, receiver: InProcessReceiver): void {
    const route = this.routes.get(pattern) ?? { receivers: [], next: 0 };
    route.receivers.push(receiver);
    this.routes.set(pattern, route);
  }

  unsubscribeAll(receiver: InProcessReceiver): void {
    for (const [pattern, route] of this.routes) {
      route.receivers = route.receivers.filter((r) => r !== receiver);
      if (route.receivers.length === 0) {
        this.routes.delete(pattern);
      }
    }
  }

  /** Picks the receiver for the next request on a pattern, or undefined when nobody listens. */
  pick(pattern: string): InProcessReceiver | undefined {
    const route = this.routes.get(pattern);
    if (!route) {
      return undefined;
    }
    const receiver = route.receivers[route.next % route.receivers.length];
    route.next = (route.next + 1) % route.receivers.length;
    return receiver;
  }
}
