/**
 * Test control of the postback delivery log (issue 27.2), under /__mock:
 * - `POST /__mock/postback-deliveries` `{ conversion?: id, publisher?: relativeId }`: the network
 *   reports a conversion (default: the publisher's newest; publisher default: demo) and fires every
 *   postback whose scope matches it; answers when each is logged, with the log entries. 404 when the
 *   conversion is not the publisher's.
 */
import type { FastifyInstance } from "fastify";
import { deliveryWire, fireForConversion } from "./handlers/postback-deliveries";
import type { Store } from "./store/store";

const DEMO = 1001;

export const registerPostbackControls = (app: FastifyInstance, store: Store) => {
  app.post("/__mock/postback-deliveries", async (request, reply) => {
    const body = (request.body ?? {}) as { conversion?: unknown; publisher?: unknown };
    const publisher = store.publishers.get(body.publisher === undefined ? DEMO : Number(body.publisher));
    const id = body.conversion === undefined ? undefined : Number(body.conversion);
    if (!publisher || (id !== undefined && !Number.isInteger(id))) {
      return reply.code(400).send({ error: "Expected { conversion?: id, publisher?: relativeId }" });
    }
    const rows = store.activity(publisher).conversions.rows;
    const conversion = id === undefined ? rows.at(-1) : rows[id - 1];
    if (!conversion) return reply.code(404).send({ error: "No such conversion for this publisher" });
    const deliveries = await fireForConversion(store, publisher, conversion);
    return { conversion: conversion.id, deliveries: deliveries.map(deliveryWire) };
  });
};
