import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { Order } from '@shop/contract/orders';
import { orderNumber } from '@shop/contract/orders';
import type { Deps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { drawText, widthCache, withSharedShapes, type FacePair, type TextBox } from '#app/lib/pdf-text';
import { shopClock } from '#app/lib/shop-time';
import {
  invoiceWords,
  messageLanguage,
  type InvoiceWords,
  type Language,
} from '#app/modules/outbox/customer-messages';
import { shopIdentity } from '#app/modules/site/shop-settings.service';
import { customerOf } from './order-desk.repository.ts';
import * as repo from './order.repository.ts';

/**
 * An order's invoice and packing slip as PDF (ADR 0034). Both are drawn from the order as it was written (its own
 * copy of the lines, prices and address), so a later price or address change never rewrites a past invoice.
 * Customers' names and addresses are often Arabic: the shop ships Noto Sans and Noto Sans Arabic and draws mixed text
 * through lib/pdf-text.ts. The invoice is printed in the order's language, or in Arabic when the customer asks from an
 * Arabic page: Arabic words, Arabic prices, and the page laid out from the right. The packing slip, which staff read,
 * is English.
 */

type Db = Deps['db'];

/** The order, its customer's account and the shop's name and hotline: everything a document prints. */
export interface DocumentOrder {
  order: Order;
  customer: { name: string; email: string; phone: string | null };
  shop: { shop_name: string; hotline: string };
  /** The language the order was placed in. */
  language: Language;
}

export interface OrderDocument {
  fileName: string;
  pdf: Buffer;
}

type Faces = Record<'latin' | 'latinBold' | 'arabic' | 'arabicBold', Font>;

const FACE_FILES: Array<[keyof Faces, string, string]> = [
  ['latin', 'NotoSans-Regular.ttf', 'Invoice 0123456789 EGP'],
  ['latinBold', 'NotoSans-Bold.ttf', 'Invoice 0123456789 EGP'],
  ['arabic', 'NotoSansArabic-Regular.ttf', 'محمد أحمد ١٢'],
  ['arabicBold', 'NotoSansArabic-Bold.ttf', 'محمد أحمد ١٢'],
];

/**
 * The four faces, parsed once: PDFKit would otherwise parse each font's tables again for every document, which costs
 * far more than drawing an order. A fontkit font holds no per-document state (each document makes its own subset).
 * fontkit decodes a font's tables on its first layout, close to a second of work for the four: it is done one face a
 * turn, so the first document after a start does not hold other requests for all of it.
 */
let faces: Promise<Faces> | undefined;
function loadFaces(): Promise<Faces> {
  faces ??= (async () => {
    const loaded: Partial<Faces> = {};
    for (const [key, file, sample] of FACE_FILES) {
      const font = create(readFileSync(new URL(`../../../assets/fonts/${file}`, import.meta.url))) as Font;
      await nextTurn();
      font.layout(sample);
      loaded[key] = withSharedShapes(font);
      await nextTurn();
    }
    return loaded as Faces;
  })();
  return faces;
}

/** The faces are always the same files under the same names, so what was measured once holds for every document. */
const WIDTHS = widthCache();

const REGULAR: FacePair = { latin: 'latin', arabic: 'arabic' };
const BOLD: FacePair = { latin: 'latinBold', arabic: 'arabicBold' };

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const INK = '#1a1a1a';
const MUTED = '#5b5b5b';
const RULE = '#c8c8c8';

/** Lines drawn between two yields to the event loop: a long order never holds other requests for long. */
const ROWS_PER_TURN = 4;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The order with its customer, for staff (any order) or for its customer (their own only; another's is absent). */
export async function loadDocumentOrder(
  deps: Pick<Deps, 'db' | 'config' | 'maintenance'>,
  id: number,
  userId?: number,
): Promise<DocumentOrder> {
  const row = await repo.findOrderRow(deps.db, id, userId);
  if (!row) {
    throw new AppError(
      'not_found',
      userId === undefined
        ? `There is no order ${orderNumber(id)}.`
        : 'This order was not found in your orders.',
    );
  }
  const [order, customer, settings] = await Promise.all([
    repo.loadOrder(deps.db, row),
    customerOf(deps.db as Db, row.user_id),
    deps.maintenance.settings(),
  ]);
  return {
    order,
    customer: customer ?? { name: '', email: '', phone: null },
    shop: shopIdentity(settings, deps.config),
    language: messageLanguage(row.language),
  };
}

/** A document under way: the PDFKit document, where the next thing goes, and the bytes written so far. */
class Sheet {
  readonly doc: PDFKit.PDFDocument;
  y = PAGE.margin;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  private constructor(
    f: Faces,
    private readonly title: string,
    author: string,
    readonly words: InvoiceWords,
    readonly rtl: boolean,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      info: { Title: title, Author: author, Creator: author },
      lang: rtl ? 'ar' : 'en',
      displayTitle: true,
    });
    // PDFKit takes a parsed fontkit font as well as a file; its type definitions only name the file forms.
    for (const [name, font] of Object.entries(f)) this.doc.registerFont(name, font as unknown as Buffer);
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.doc.fillColor(INK);
  }

  /** A sheet in a language: an Arabic one is laid out as the mirror of the English, from the right. */
  static async open(title: string, author: string, language: Language = 'en'): Promise<Sheet> {
    return new Sheet(await loadFaces(), title, author, invoiceWords(language), language === 'ar');
  }

  /**
   * Draws text in a box placed as on an English page; on an Arabic page the box is mirrored and what sits at its left
   * sits at its right, and the other way round.
   */
  text(text: string, box: Omit<TextBox, 'y' | 'faces' | 'size'> & Partial<TextBox>, color = INK): number {
    this.doc.fillColor(color);
    const placed = this.rtl
      ? { ...box, x: PAGE.width - box.x - box.width, align: MIRRORED[box.align ?? 'start'] }
      : box;
    const height = drawText(this.doc, text, {
      faces: REGULAR,
      size: 10,
      y: this.y,
      widths: WIDTHS,
      ...placed,
    });
    this.doc.fillColor(INK);
    return height;
  }

  rule(y = this.y, color = RULE) {
    this.doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  }

  /** A new page when `height` more would run past the bottom margin; true when it started one. */
  room(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    // A loose page still says which order it belongs to.
    this.y += this.text(
      this.words.continued(this.title),
      { x: PAGE.margin, width: CONTENT, size: 9, align: 'left' },
      MUTED,
    );
    this.y += 6;
    return true;
  }

  /** Embeds the fonts' subsets and writes the file: the one step that cannot be split, so it gets a turn of its own. */
  async finish(): Promise<Buffer> {
    await nextTurn();
    this.doc.end();
    return this.done;
  }
}

/** An English box's alignment on an Arabic page: everything that started at the left starts at the right. */
const MIRRORED: Record<NonNullable<TextBox['align']>, NonNullable<TextBox['align']>> = {
  left: 'right',
  right: 'left',
  start: 'right',
  end: 'left',
};

/** When the order was placed, in Cairo: "Placed 2026-11-27 14:05 (Cairo time)". */
function placedAt(words: InvoiceWords, order: Order): string {
  return words.placed(shopClock(new Date(order.created_at)));
}

/** The shop on the left, the document's name, number and date on the right. */
function header(sheet: Sheet, data: DocumentOrder, title: string) {
  const half = CONTENT / 2;
  const left = sheet.text(data.shop.shop_name, {
    x: PAGE.margin,
    width: half,
    size: 18,
    faces: BOLD,
    align: 'left',
  });
  const hotline = sheet.text(
    sheet.words.hotline(data.shop.hotline),
    { x: PAGE.margin, width: half, y: sheet.y + left, align: 'left' },
    MUTED,
  );
  const right = sheet.text(title, {
    x: PAGE.margin + half,
    width: half,
    size: 18,
    faces: BOLD,
    align: 'right',
  });
  let y = sheet.y + right;
  for (const line of [sheet.words.order(data.order.number), placedAt(sheet.words, data.order)]) {
    y += sheet.text(line, { x: PAGE.margin + half, width: half, y, align: 'right' });
  }
  sheet.y = Math.max(sheet.y + left + hotline, y) + 10;
  sheet.rule();
  sheet.y += 14;
}

/** The address as a courier reads it, one fact a line; empty parts are left out. */
function addressLines(words: InvoiceWords, order: Order, arabic: boolean): string[] {
  const a = order.address;
  return [
    a.name,
    words.phone(a.phone),
    a.street,
    [
      a.building && words.building(a.building),
      a.floor && words.floor(a.floor),
      a.apartment && words.apartment(a.apartment),
    ]
      .filter(Boolean)
      .join(words.comma),
    a.landmark && words.landmark(a.landmark),
    // On an Arabic sheet, the Arabic names where the order kept them (orders placed before that keep English ones).
    arabic
      ? `${a.city_ar || a.city_en}${words.comma}${a.governorate_ar || a.governorate_en}`
      : `${a.city_en}, ${a.governorate_en}`,
  ].filter((line): line is string => Boolean(line));
}

/** A labelled block of lines at x; returns its height. */
function block(sheet: Sheet, label: string, lines: string[], x: number, width: number): number {
  let height = sheet.text(label, { x, width, size: 9, faces: BOLD, align: 'left' }, MUTED);
  for (const line of lines) height += sheet.text(line, { x, width, y: sheet.y + height });
  return height;
}

/** The customer and the delivery address side by side. */
function parties(sheet: Sheet, data: DocumentOrder, leftLabel: string, leftLines: string[]) {
  const gap = 24;
  const width = (CONTENT - gap) / 2;
  const left = block(sheet, leftLabel, leftLines, PAGE.margin, width);
  const right = block(
    sheet,
    sheet.words.deliverTo,
    addressLines(sheet.words, data.order, sheet.rtl),
    PAGE.margin + width + gap,
    width,
  );
  sheet.y += Math.max(left, right) + 14;
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (item: Order['items'][number]) => string;
  bold?: boolean;
}

/** The lines as a table that continues on the next page, its heading repeated there. */
async function table(sheet: Sheet, items: Order['items'], columns: Column[]) {
  const drawHeading = () => {
    let x = PAGE.margin;
    for (const c of columns) {
      sheet.text(c.title, { x, width: c.width - 6, size: 9, faces: BOLD, align: c.align }, MUTED);
      x += c.width;
    }
    sheet.y += 16;
    sheet.rule();
    sheet.y += 6;
  };
  drawHeading();
  for (const [n, item] of items.entries()) {
    if (n > 0 && n % ROWS_PER_TURN === 0) await nextTurn();
    // Measured on a page that is thrown away would cost a second layout; rows are short, so a generous guess will do.
    if (sheet.room(44)) drawHeading();
    let x = PAGE.margin;
    let height = 0;
    for (const c of columns) {
      const used = sheet.text(c.cell(item), {
        x,
        width: c.width - 6,
        align: c.align === 'right' ? 'right' : 'start',
        faces: c.bold ? BOLD : REGULAR,
        maxLines: 3,
      });
      height = Math.max(height, used);
      x += c.width;
    }
    sheet.y += height + 4;
    sheet.rule(sheet.y - 2, '#e4e4e4');
  }
  sheet.y += 8;
}

/** The money rows of the invoice, as the order page shows them: only the ones that apply. */
export function moneyRows(order: Order, words: InvoiceWords = invoiceWords('en')): Array<[string, string]> {
  const t = order.totals;
  const price = words.price;
  const rows: Array<[string, string]> = [[words.subtotal, price(t.subtotal)]];
  if (t.discount > 0) rows.push([words.discount, `-${price(t.discount)}`]);
  if (t.method_discount > 0) rows.push([words.methodOffer, `-${price(t.method_discount)}`]);
  if (t.promo_discount > 0) rows.push([words.promo(order.promo_code), `-${price(t.promo_discount)}`]);
  if (t.installment_fee > 0) rows.push([words.interest, price(t.installment_fee)]);
  rows.push([words.delivery, t.delivery_fee === 0 ? words.free : price(t.delivery_fee)]);
  return rows;
}

function totals(sheet: Sheet, order: Order) {
  const { words } = sheet;
  const rows = moneyRows(order, words);
  sheet.room((rows.length + 3) * 16 + 30);
  const labelX = PAGE.margin + CONTENT / 2;
  const width = CONTENT / 4;
  for (const [label, value] of rows) {
    sheet.text(label, { x: labelX, width, align: 'left' });
    sheet.y += sheet.text(value, { x: labelX + width, width, align: 'right' });
  }
  sheet.rule(sheet.y + 2);
  sheet.y += 6;
  sheet.text(words.total, { x: labelX, width, size: 12, faces: BOLD, align: 'left' });
  sheet.y += sheet.text(words.price(order.totals.total), {
    x: labelX + width,
    width,
    size: 12,
    faces: BOLD,
    align: 'right',
  });
  sheet.y += 10;
  sheet.y += sheet.text(words.payment(order.payment_method, order.plan), {
    x: labelX,
    width: CONTENT / 2,
    align: 'left',
  });
  sheet.y += sheet.text(words.status(order), { x: labelX, width: CONTENT / 2, align: 'left' }, MUTED);
}

function footer(sheet: Sheet, data: DocumentOrder, line: string) {
  sheet.room(40);
  sheet.y += 16;
  sheet.text(line, { x: PAGE.margin, width: CONTENT, size: 9, align: 'left' }, MUTED);
}

/**
 * The invoice: shop, order, customer, address, every line with its prices, the money rows and the payment; in the
 * order's language unless another is given.
 */
export async function invoicePdf(data: DocumentOrder, language: Language = data.language): Promise<Buffer> {
  const { order } = data;
  const words = invoiceWords(language);
  const sheet = await Sheet.open(words.title(order.number), data.shop.shop_name, language);
  header(sheet, data, words.invoice);
  await nextTurn();
  const customer = [data.customer.name, data.customer.email, data.customer.phone ?? ''].filter(Boolean);
  parties(sheet, data, words.customer, customer);
  await nextTurn();
  const { columns, price } = words;
  await table(sheet, order.items, [
    { title: columns.item, width: 170, align: 'left', cell: (i) => i.name, bold: true },
    { title: columns.variant, width: 110, align: 'left', cell: (i) => i.options || '—' },
    { title: columns.quantity, width: 40, align: 'right', cell: (i) => String(i.amount) },
    { title: columns.unitPrice, width: 85, align: 'right', cell: (i) => price(i.unit_price) },
    { title: columns.total, width: CONTENT - 405, align: 'right', cell: (i) => price(i.line_total) },
  ]);
  totals(sheet, order);
  footer(sheet, data, words.footer(data.shop.hotline, order.number));
  return sheet.finish();
}

/** The packing slip: what goes in the box and where it goes, with no prices. */
export async function packingSlipPdf(data: DocumentOrder): Promise<Buffer> {
  const { order } = data;
  const sheet = await Sheet.open(`Packing slip ${order.number}`, data.shop.shop_name);
  header(sheet, data, 'Packing slip');
  await nextTurn();
  const units = order.items.reduce((sum, i) => sum + i.amount, 0);
  // No amounts at all: the slip travels in the box, and a gift's price is not the recipient's business.
  parties(sheet, data, 'Order', [
    `${order.items.length} ${order.items.length === 1 ? 'line' : 'lines'}, ${units} ${units === 1 ? 'item' : 'items'}`,
    `Payment: ${order.payment_method.name_en}`,
  ]);
  await nextTurn();
  await table(sheet, order.items, [
    { title: 'Item', width: 200, align: 'left', cell: (i) => i.name, bold: true },
    { title: 'Variant', width: 130, align: 'left', cell: (i) => i.options || '—' },
    { title: 'SKU', width: 120, align: 'left', cell: (i) => i.sku },
    { title: 'Qty', width: CONTENT - 450, align: 'right', cell: (i) => String(i.amount) },
  ]);
  if (order.notes) {
    sheet.room(50);
    const height = block(sheet, 'Customer’s note', [order.notes], PAGE.margin, CONTENT);
    sheet.y += height;
  }
  footer(sheet, data, `Packed for ${order.number}. Hotline ${data.shop.hotline}.`);
  return sheet.finish();
}

/** The invoice in the order's language, or in Arabic when `asked` (the request's language) is Arabic. */
export async function invoiceOf(
  deps: Pick<Deps, 'db' | 'config' | 'maintenance'>,
  id: number,
  userId?: number,
  asked: Language = 'en',
): Promise<OrderDocument> {
  const data = await loadDocumentOrder(deps, id, userId);
  const language = asked === 'ar' ? 'ar' : data.language;
  return { fileName: `invoice-${data.order.number}.pdf`, pdf: await invoicePdf(data, language) };
}

export async function packingSlipOf(
  deps: Pick<Deps, 'db' | 'config' | 'maintenance'>,
  id: number,
): Promise<OrderDocument> {
  const data = await loadDocumentOrder(deps, id);
  return { fileName: `packing-slip-${data.order.number}.pdf`, pdf: await packingSlipPdf(data) };
}
