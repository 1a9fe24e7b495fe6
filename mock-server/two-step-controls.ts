/**
 * `POST /__mock/two-step { username, secret }`: turns two-step sign-in on for a publisher with a
 * secret the test knows (base32), as if enrolled, and answers its ten recovery codes; `secret: null`
 * turns it off. Tests then make codes of their own (by `otpauth`, on the mock's clock) without going
 * through Settings (docs/decisions/088-two-step-sign-in.md).
 */
import type { FastifyInstance } from "fastify";
import type { Clock } from "./clock";
import type { Store } from "./store/store";

export const registerTwoStepControls = (app: FastifyInstance, { store, clock }: { store: Store; clock: Clock }) => {
  app.post("/__mock/two-step", async (request, reply) => {
    const body = (request.body ?? {}) as { username?: unknown; secret?: unknown };
    const user = typeof body.username === "string" ? store.findByLogin(body.username) : undefined;
    const secret = body.secret;
    if (!user || (secret !== null && (typeof secret !== "string" || !/^[A-Z2-7]{16,}$/.test(secret))))
      return reply.code(400).send({ error: 'Expected { username: "demo", secret: "<base32>" | null }' });
    if (secret === null) {
      store.twoStep.disable(user.relativeId);
      return { enabled: false };
    }
    store.twoStep.disable(user.relativeId);
    store.twoStep.of(user.relativeId).pending = secret;
    return { enabled: true, recoveryCodes: store.twoStep.enable(user.relativeId, clock.nowMs()) };
  });
};
