/**
 * A payment's statement as a PDF (issue 37 item 3; decision 089): a real PDF that pdf-lib reads back,
 * with its metadata, one A4 page, and the texts it draws (read from its content streams): the
 * publisher's billing details, the period, each offer's amount, the total, the commission and the net
 * amount; a long list runs onto more pages; a character Helvetica cannot write becomes "?".
 */
import { PDFDocument, PDFRawStream, decodePDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { PaymentStatement } from "../../contracts/payout-terms.contract";
import { statementFileName, statementPdf, writable } from "../../src/features/payments/statement-pdf";

const STATEMENT: PaymentStatement = {
  "@id": "/publisher/api/payments/51/statement",
  "@type": "PaymentStatement",
  payment: {
    "@id": "/publisher/api/payments/51",
    "@type": "Payment",
    id: 51,
    startDate: "2026-11-09",
    endDate: "2026-11-15",
    method: "/publisher/api/payment_methods/1",
    notes: "PayPal to demo.payouts@example.com, reference K2M4P6Q8R0",
    amount: 1234.56,
    processorCommission: 24.69,
    status: "paid",
  },
  issuedOn: "2026-11-18",
  currency: { name: "USD", symbol: "$" },
  billing: {
    name: "demo",
    accountId: "uc-4821-1001",
    email: "demo@example.com",
    phone: "+420 601 234 567",
    method: "PayPal",
    account: "demo.payouts@example.com",
  },
  lines: [
    { offerRelativeId: 4117, title: "Lucky Spin Casino – RevShare", conversions: 41, amount: 1000.5 },
    { offerRelativeId: 4290, title: "VPN Shield – Trial", conversions: 12, amount: 200 },
    { offerRelativeId: null, title: "Other earnings, bonuses and adjustments", conversions: 0, amount: 34.06 },
  ],
  commission: 24.69,
  net: 1209.87,
};

/** Windows-1252's letters in 0x80-0x9f that the statement writes (Node's decoder reads the range as Latin-1). */
const CP1252: Record<number, string> = {
  0x80: "€",
  0x85: "…",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x95: "•",
  0x96: "–",
  0x97: "—",
};
const winAnsi = (bytes: Buffer) => [...bytes].map((b) => CP1252[b] ?? String.fromCharCode(b)).join("");

/** The texts a PDF draws: its content streams decoded, each hex string of a Tj operator read as WinAnsi. */
const drawnTexts = (doc: PDFDocument): string[] => {
  const texts: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString("latin1");
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(winAnsi(Buffer.from(hex!, "hex")));
  }
  return texts;
};

describe("the statement's PDF", () => {
  it("is a PDF pdf-lib reads back: metadata, one A4 page, the billing details, the period and the amounts per offer", async () => {
    const bytes = await statementPdf(STATEMENT, { network: "AffNet" });
    expect(Buffer.from(bytes.slice(0, 5)).toString("latin1")).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getTitle()).toBe("Payment statement #51");
    expect(doc.getAuthor()).toBe("AffNet");
    expect(doc.getSubject()).toBe("2026-11-09 – 2026-11-15");
    const texts = drawnTexts(doc);
    for (const expected of [
      "Payment statement #51",
      "2026-11-09 – 2026-11-15",
      "Paid",
      "demo",
      "uc-4821-1001",
      "demo@example.com",
      "PayPal",
      "#4117 Lucky Spin Casino – RevShare",
      "41",
      "$1,000.50",
      "#4290 VPN Shield – Trial",
      "$200.00",
      "Other earnings, bonuses and adjustments",
      "$34.06",
      "$1,234.56",
      "-$24.69",
      "$1,209.87",
    ])
      expect(texts).toContain(expected);
    expect(statementFileName(STATEMENT)).toBe("payment-51-2026-11-09.pdf");
  });

  it("runs a long list of offers onto more pages", async () => {
    const lines = Array.from({ length: 80 }, (_, i) => ({ offerRelativeId: 5000 + i, title: `Offer ${i}`, conversions: 1, amount: 1 }));
    const doc = await PDFDocument.load(await statementPdf({ ...STATEMENT, lines }));
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(drawnTexts(doc)).toContain("#5079 Offer 79");
  });

  it("writes what Helvetica cannot as ?, and does not fail on it", async () => {
    expect(writable("Иван 王 Café – €5")).toBe("???? ? Café – €5");
    const doc = await PDFDocument.load(await statementPdf({ ...STATEMENT, billing: { ...STATEMENT.billing, name: "Иван" } }));
    expect(drawnTexts(doc)).toContain("????");
  });
});
