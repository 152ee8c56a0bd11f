/** A receiver of serialised packets for some patterns: one service instance's server. */
export interface InProcessReceiver {
  receive(pattern: string, packet: string, reply?: (packet: string) => void): void;
}

interface Group {
  receivers: InProcessReceiver[];
  next: number;
}

/**
 * The in-process stand-in for NATS. Receivers subscribe in a group (the service name, as a NATS
 * queue group): a request goes to one receiver, round-robin; an event goes to one receiver of
 * every group, so each subscribing service sees it once.
 */
export class InProcessBus {
  private readonly routes = new Map<string, Map<string, Group>>();
  private remote?: InProcessReceiver;

  /**
   * The receiver of every request nobody in this thread listens to, and of every event besides
   * this thread's groups: another thread's bus (an HTTP worker hands everything to the services'
   * thread through a ThreadBridge).
   */
  setRemote(receiver: InProcessReceiver | undefined): void {
    this.remote = receiver;
  }

  subscribe(pattern: string, receiver: InProcessReceiver, group: string): void {
    const groups = this.routes.get(pattern) ?? new Map<string, Group>();
    const entry = groups.get(group) ?? { receivers: [], next: 0 };
    entry.receivers.push(receiver);
    groups.set(group, entry);
    this.routes.set(pattern, groups);
  }

  unsubscribeAll(receiver: InProcessReceiver): void {
    for (const [pattern, groups] of this.routes) {
      for (const [name, group] of groups) {
        group.receivers = group.receivers.filter((r) => r !== receiver);
        if (group.receivers.length === 0) {
          groups.delete(name);
        }
      }
      if (groups.size === 0) {
        this.routes.delete(pattern);
      }
    }
  }

  /** The receiver for the next request on a pattern, or undefined when nobody listens. */
  pick(pattern: string): InProcessReceiver | undefined {
    const groups = this.routes.get(pattern);
    const group = groups?.values().next().value;
    return group ? next(group) : this.remote;
  }

  /** One receiver per subscribing group, for an event. */
  pickPerGroup(pattern: string): InProcessReceiver[] {
    const local = [...(this.routes.get(pattern)?.values() ?? [])].map(next);
    return this.remote ? [...local, this.remote] : local;
  }
}

function next(group: Group): InProcessReceiver {
  const receiver = group.receivers[group.next % group.receivers.length];
  group.next = (group.next + 1) % group.receivers.length;
  return receiver;
}
