/**
 * A payment's statement as a PDF (issue 37 item 3; docs/decisions/089-getting-paid.md), made with
 * pdf-lib in the browser from the server's statement (contracts/payout-terms.contract.ts): the network's
 * heading, the publisher's billing details, the period, the amounts per offer, the total, the
 * processor's commission and the net amount. This module (and pdf-lib with it) is imported only when
 * the publisher asks for a statement, so the payments page does not carry it.
 *
 * The statement is written in English with the standard Helvetica font: no font file to fetch, and a
 * document a finance team reads anywhere. Helvetica's encoding (WinAnsi) has Latin letters only; a
 * character outside it (Cyrillic, Chinese) is written as "?" rather than failing, a limit decision 089
 * names.
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from "pdf-lib";
import type { PaymentStatement } from "../../../contracts/payout-terms.contract";
import { formatMoney } from "../../lib/money";

/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const LINE = 16;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);

/** What WinAnsi (Helvetica's encoding) can write: printable Latin-1 and the punctuation Windows-1252 adds. */
const WIN_ANSI = /[^\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g;
export const writable = (text: string): string => text.replace(WIN_ANSI, "?");

const STATUS: Record<PaymentStatement["payment"]["status"], string> = {
  pending: "Pending",
  processing: "Processing",
  paid: "Paid",
  declined: "Declined",
  cancelled: "Cancelled",
};

/** The file's name: payment-<id>-<first day>.pdf. */
export const statementFileName = (statement: PaymentStatement): string =>
  `payment-${statement.payment.id}-${statement.payment.startDate}.pdf`;

interface Writer {
  page: PDFPage;
  y: number;
}

/** Makes the statement's PDF; answers its bytes. */
export const statementPdf = async (statement: PaymentStatement, { network = "Publisher Portal" } = {}): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const { payment, billing, currency } = statement;
  const money = (amount: number) => writable(formatMoney(amount, currency.symbol));
  const title = `Payment statement #${payment.id}`;
  doc.setTitle(title);
  doc.setAuthor(writable(network));
  doc.setSubject(`${payment.startDate} – ${payment.endDate}`);
  doc.setCreator(writable(network));
  doc.setProducer("pdf-lib");
  doc.setKeywords(["payment", "statement", String(payment.id)]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w: Writer = { page: doc.addPage([PAGE.width, PAGE.height]), y: PAGE.height - MARGIN };

  const newPageIfFull = () => {
    if (w.y > MARGIN + LINE) return;
    w.page = doc.addPage([PAGE.width, PAGE.height]);
    w.y = PAGE.height - MARGIN;
  };
  const text = (value: string, x: number, { font = regular, size = 10, color = INK } = {}) =>
    w.page.drawText(writable(value), { x, y: w.y, size, font, color });
  const right = (value: string, edge: number, font: PDFFont = regular, size = 10) =>
    text(value, edge - font.widthOfTextAtSize(writable(value), size), { font, size });
  /** Cuts a text to `width` at `size`, with an ellipsis. */
  const fit = (value: string, width: number, size = 10) => {
    let cut = writable(value);
    if (regular.widthOfTextAtSize(cut, size) <= width) return cut;
    while (cut.length > 1 && regular.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  };
  const pair = (label: string, value: string) => {
    newPageIfFull();
    text(label, MARGIN, { color: MUTED });
    text(value, MARGIN + 130);
    w.y -= LINE;
  };

  text(network, MARGIN, { font: bold, size: 11, color: MUTED });
  w.y -= LINE * 1.8;
  text(title, MARGIN, { font: bold, size: 18 });
  w.y -= LINE * 2;

  pair("Period", `${payment.startDate} – ${payment.endDate}`);
  pair("Status", STATUS[payment.status]);
  pair("Issued on", statement.issuedOn);
  pair("Currency", currency.name);
  w.y -= LINE * 0.6;

  text("Billed to", MARGIN, { font: bold, size: 12 });
  w.y -= LINE * 1.3;
  pair("Publisher", billing.name);
  pair("Account ID", billing.accountId);
  pair("E-mail", billing.email);
  if (billing.phone) pair("Phone", billing.phone);
  pair("Payment method", billing.method);
  if (billing.account) pair("Paid to", billing.account);
  w.y -= LINE * 0.6;

  const amountEdge = PAGE.width - MARGIN;
  const countEdge = amountEdge - 110;
  text("Amounts per offer", MARGIN, { font: bold, size: 12 });
  w.y -= LINE * 1.3;
  text("Offer", MARGIN, { font: bold });
  right("Conversions", countEdge, bold);
  right("Amount", amountEdge, bold);
  w.y -= 6;
  w.page.drawLine({ start: { x: MARGIN, y: w.y }, end: { x: amountEdge, y: w.y }, thickness: 0.6, color: MUTED });
  w.y -= LINE;
  for (const line of statement.lines) {
    newPageIfFull();
    const name = line.offerRelativeId === null ? line.title : `#${line.offerRelativeId} ${line.title}`;
    text(fit(name, countEdge - MARGIN - 90), MARGIN);
    if (line.conversions > 0) right(String(line.conversions), countEdge);
    right(money(line.amount), amountEdge);
    w.y -= LINE;
  }
  newPageIfFull();
  w.y += LINE - 6;
  w.page.drawLine({ start: { x: MARGIN, y: w.y }, end: { x: amountEdge, y: w.y }, thickness: 0.6, color: MUTED });
  w.y -= LINE;
  for (const [label, amount, font] of [
    ["Total", payment.amount, bold],
    ["Processor's commission", -statement.commission, regular],
    ["Net amount", statement.net, bold],
  ] as const) {
    newPageIfFull();
    right(label, countEdge, font);
    right(money(amount), amountEdge, font);
    w.y -= LINE;
  }
  if (payment.notes) {
    w.y -= LINE * 0.6;
    newPageIfFull();
    text(fit(payment.notes, PAGE.width - 2 * MARGIN, 9), MARGIN, { size: 9, color: MUTED });
  }
  return doc.save();
};
