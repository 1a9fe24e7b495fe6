/** The mock server's clock: real time plus an offset that tests move through /__mock/clock. */
import { Temporal } from "temporal-polyfill";

export class Clock {
  private offsetMs = 0;
  /** Milliseconds since the epoch, as the server sees them. */
  nowMs(): number {
    return Date.now() + this.offsetMs;
  }
  now(): Temporal.Instant {
    return Temporal.Instant.fromEpochMilliseconds(this.nowMs());
  }
  advance(duration: Temporal.DurationLike | string): void {
    const d = Temporal.Duration.from(duration);
    this.offsetMs += d.total({ unit: "milliseconds" });
  }
  set(instant: string): void {
    this.offsetMs = Temporal.Instant.from(instant).epochMilliseconds - Date.now();
  }
  reset(): void {
    this.offsetMs = 0;
  }
}
