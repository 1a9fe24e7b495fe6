/**
 * The portal's lazily loaded parts (`lazyComponent`: a dialog, a drawer, a tab) that the component
 * tests have met, and a way to have all their code before a render or a user's action
 * (docs/decisions/066-component-tests.md, last amendment). tests/components/setup.ts records them.
 *
 * A part still loading when a render reached it suspended: inside the synchronous `act` Testing
 * Library wraps each event in, React dropped the rest of its queue and what the event opened never
 * rendered; on a first render, a part whose code arrived while React replayed it kept React's `use`
 * for the life of its instance, and each later render of it did the same.
 *
 * Kept on `globalThis`: the modules outlive a file in a worker (decision 069).
 */
import { act } from "@testing-library/react";

interface Part {
  readonly preload: () => Promise<unknown>;
}

export const parts = ((globalThis as { lazyParts?: Set<Part> }).lazyParts ??= new Set());

/** Loads the code of every part recorded, and of the parts that code declares, until none is new. */
export const loadEveryPart = async () => {
  for (let loaded = 0; loaded < parts.size;) {
    const now = [...parts];
    loaded = now.length;
    await act(() => Promise.all(now.map((part) => part.preload())));
  }
};
