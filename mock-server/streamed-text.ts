/**
 * A text answer sent in chunks (a large CSV export): a handler of an endpoint whose success is text
 * may return one instead of a string, and the router streams it instead of encoding one string.
 */
import { setImmediate as yieldToEventLoop } from "node:timers/promises";

export class StreamedText {
  constructor(readonly chunks: AsyncIterable<string>) {}

  /** Streams `count` items in chunks of `chunkSize` lines, letting other requests run between chunks. */
  static lines(header: string, count: number, line: (index: number) => string, chunkSize = 1000): StreamedText {
    return new StreamedText(
      (async function* () {
        yield header;
        for (let from = 0; from < count; from += chunkSize) {
          let chunk = "";
          for (let i = from; i < Math.min(count, from + chunkSize); i++) chunk += line(i);
          yield chunk;
          await yieldToEventLoop();
        }
      })(),
    );
  }
}
