/**
 * The portal's Core Web Vitals reports, as a /__mock control (mock mode only; decision 064):
 * `POST /__mock/vitals` takes one report (contracts/web-vitals.ts), `GET` lists the ones received,
 * oldest first, `DELETE` (and `POST /__mock/reset`) forgets them.
 *
 * A report is decoded with its schema and refused whole when it does not fit: a field more (the
 * publisher's name, the page's URL), a concrete path instead of a route pattern, a wrong type. The
 * answer is the contract's 422 listing what is wrong; a body that is not JSON gets the server's 400,
 * a larger one than a report can be its 413.
 */
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { ConstraintViolationList } from "../contracts/hydra";
import { VitalsReport } from "../contracts/web-vitals";
import { parseErrorViolations } from "./contract-routes";
import { violations } from "./http-error";

/** The reports kept: the newest 1,000 (a phone left open reports a few per page load). */
const KEPT = 1_000;
/** A report is about 250 bytes; twice that and more is not one. */
const BODY_LIMIT = 2_048;

const decode = Schema.decodeUnknownEither(VitalsReport, { errors: "all", onExcessProperty: "error" });
const encodeViolations = Schema.encodeSync(ConstraintViolationList);

export const registerVitalsControls = (app: FastifyInstance, state: { vitals: VitalsReport[] }) => {
  app.post("/__mock/vitals", { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const report = decode(request.body);
    if (report._tag === "Left") {
      const refused = violations(parseErrorViolations(report.left));
      return reply.code(422).type("application/ld+json; charset=utf-8").send(encodeViolations(refused));
    }
    state.vitals.push(report.right);
    if (state.vitals.length > KEPT) state.vitals.splice(0, state.vitals.length - KEPT);
    return reply.code(204).send();
  });
  app.get("/__mock/vitals", async () => ({ vitals: state.vitals }));
  app.delete("/__mock/vitals", async () => {
    state.vitals = [];
    return { vitals: [] };
  });
};
