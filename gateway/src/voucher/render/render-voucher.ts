// Draws a VoucherDocument on A4 pages with pdf-lib: Vazirmatn subset into the file, right-to-left lines through
// the bidi algorithm, the reserve id's QR code as vectors. Runs in a worker thread (see ../render-worker.ts).
import type { VoucherDocument } from '@rahi/shared-contracts';
import {
  fill,
  PDFDocument,
  PDFOperator,
  type PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingRgbColor,
} from 'pdf-lib';
import { installNativeDeflate } from './native-deflate';
import { fontKey, parsedFontkit } from './pdf-font';
import { qrRuns } from './qr-path';
import { drawRtlLine, type TextStyle, wrapLine } from './rtl-text';

installNativeDeflate();

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const RIGHT = A4[0] - MARGIN;
const WIDTH = A4[0] - 2 * MARGIN;
const QR_SIZE = 96;
/** How far an invoice room's detail lines (its nights) stand in from the right margin. */
const DETAIL_INDENT = 14;
const INK = rgb(0.12, 0.12, 0.12);
const MUTED = rgb(0.4, 0.4, 0.4);
const GREEN = rgb(0.1, 0.45, 0.25);

/** A cursor going down the pages; a new A4 page when the next line would not fit. */
class Pages {
  page: PDFPage;
  y: number;
  constructor(private readonly doc: PDFDocument) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  line(text: string, style: TextStyle, gap = 4, right = RIGHT) {
    if (this.y - style.size < MARGIN + 20) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
    this.y -= style.size;
    drawRtlLine(this.page, text, right, this.y, style);
    this.y -= gap;
  }
  paragraph(text: string, style: TextStyle, width = WIDTH, right = RIGHT) {
    for (const line of wrapLine(text, width, style)) this.line(line, style, 3, right);
  }
}

/** `x y w h re` for each run, written once as text: pdf-lib's operator objects cost more than the QR code itself. */
const rectanglesOperator = (rects: string) => PDFOperator.of(rects as PDFOperatorNames);

/** The QR code as filled rectangles, one per run of dark modules: no SVG path for pdf-lib to parse. */
function drawQr(page: PDFPage, url: string, caption: string, style: TextStyle) {
  const { runs, size } = qrRuns(url);
  const module = QR_SIZE / size;
  const top = A4[1] - MARGIN;
  const at = (value: number) => value.toFixed(2);
  const rects = runs
    .map(
      ({ row, column, length }) =>
        `${at(MARGIN + column * module)} ${at(top - (row + 1) * module)} ${at(length * module)} ${at(module)} re`,
    )
    .join('\n');
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(0, 0, 0),
    rectanglesOperator(rects),
    fill(),
    popGraphicsState(),
  );
  let y = top - QR_SIZE - 4;
  for (const line of wrapLine(caption, QR_SIZE + 30, style)) {
    y -= style.size + 2;
    drawRtlLine(page, line, MARGIN + QR_SIZE + 15, y, style);
  }
}

/** The PDF's bytes. */
export async function renderVoucherPdf(document: VoucherDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(parsedFontkit);
  const regular = await doc.embedFont(fontKey('regular'), { subset: true });
  const bold = await doc.embedFont(fontKey('bold'), { subset: true });
  doc.setTitle(`${document.title} ${document.reserveId}`);
  doc.setLanguage('fa-IR');
  doc.setProducer('Rahi');
  doc.setCreator('Rahi');

  const body: TextStyle = { font: regular, size: 10, color: INK };
  const detail: TextStyle = { font: regular, size: 9, color: MUTED };
  const small: TextStyle = { font: regular, size: 7.5, color: MUTED };
  const heading: TextStyle = { font: bold, size: 12.5, color: GREEN };
  const pages = new Pages(doc);
  drawQr(pages.page, document.qrUrl, document.qrCaption, small);

  const headerWidth = WIDTH - QR_SIZE - 40;
  pages.line(document.title, { font: bold, size: 18, color: INK }, 10);
  pages.paragraph(`${document.status.label}: ${document.status.value}`, body, headerWidth);
  pages.paragraph(`${document.reserveIdLabel}: ${document.reserveId}`, { ...heading, size: 14 }, headerWidth);
  pages.y = Math.min(pages.y, A4[1] - MARGIN - QR_SIZE - 40);

  for (const section of document.sections) {
    pages.y -= 6;
    pages.line(section.heading, heading, 3);
    pages.page.drawLine({
      start: { x: MARGIN, y: pages.y },
      end: { x: RIGHT, y: pages.y },
      thickness: 0.5,
      color: MUTED,
    });
    pages.y -= 4;
    for (const row of section.rows)
      if (row.detail)
        pages.paragraph(`${row.label}: ${row.value}`, detail, WIDTH - DETAIL_INDENT, RIGHT - DETAIL_INDENT);
      else pages.paragraph(`${row.label}: ${row.value}`, body);
    if (section.text) pages.paragraph(section.text, body);
  }
  pages.y -= 10;
  pages.paragraph(document.footer, small);
  return doc.save({ useObjectStreams: false });
}
