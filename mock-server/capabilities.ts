/**
 * Capabilities a test switched off (`/__mock/capabilities`, docs/decisions/085-optional-capabilities.md):
 * every endpoint of such a contract group answers as a backend without it does, 404 (no such route)
 * or 501 (not implemented), until it is switched on again or the server is reset.
 */
export type Absence = 404 | 501;

export class Capabilities {
  private off = new Map<string, Absence>();
  /** How an endpoint of `group` answers now: undefined while the group is there. */
  absence(group: string): Absence | undefined {
    return this.off.get(group);
  }
  switchOff(group: string, status: Absence): void {
    this.off.set(group, status);
  }
  switchOn(group: string): void {
    this.off.delete(group);
  }
  /** The groups switched off, with their status. */
  all(): Record<string, Absence> {
    return Object.fromEntries(this.off);
  }
  clear(): void {
    this.off.clear();
  }
}
