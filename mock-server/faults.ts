/**
 * Fault injection: the next N calls of a route answer a status, hang, drop the connection, or
 * redirect to the login page (as a backend does when the session is gone).
 */
export type FaultMode = "status" | "hang" | "drop" | "redirect";

export interface Fault {
  /** `METHOD /path/pattern` as in the contracts (e.g. `GET /publisher/api/publishers/current`), or an operationId (`profile.current`). */
  readonly route: string;
  readonly mode: FaultMode;
  readonly status?: number;
  readonly body?: unknown;
  remaining: number;
}

export class Faults {
  private list: Fault[] = [];
  add(fault: Fault): void {
    this.list.push(fault);
  }
  all(): ReadonlyArray<Fault> {
    return this.list;
  }
  clear(): void {
    this.list = [];
  }
  /** Takes one use of the first fault matching the route key or operation id, if any. */
  take(routeKey: string, operationId: string): Fault | undefined {
    const fault = this.list.find((f) => f.remaining > 0 && (f.route === routeKey || f.route === operationId));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining === 0) this.list = this.list.filter((f) => f !== fault);
    return fault;
  }
}
