import { HELPLINE } from '@panel/domain';
import { pdfFonts } from './pdf-fonts';

export const INSURER = {
  name: 'Przykładowe Towarzystwo Ubezpieczeń S.A.',
  address: 'ul. Ubezpieczeniowa 1, 00-950 Warszawa',
  web: 'www.ubezpieczyciel.example.pl',
};

const MARGIN = 50;
const ACCENT = '#1c4f8c';
const MUTED = '#555555';

export interface PdfMeta {
  title: string;
  subject: string;
  /** Written into the file; a fixed date makes the output byte-for-byte repeatable. */
  createdAt: Date;
}

/** The drawing helpers every document uses, so that all of them share one look. */
export class PdfWriter {
  constructor(readonly doc: PDFKit.PDFDocument) {}

  private get width() {
    return this.doc.page.width - 2 * MARGIN;
  }

  private ensureSpace(height: number) {
    if (this.doc.y + height > this.doc.page.height - MARGIN - 30) this.doc.addPage();
  }

  title(text: string, subtitle?: string) {
    this.doc.font('bold').fontSize(17).fillColor(ACCENT).text(text, { width: this.width });
    if (subtitle) this.doc.moveDown(0.2).font('regular').fontSize(11).fillColor(MUTED).text(subtitle);
    this.doc.moveDown(0.8).fillColor('black');
  }

  heading(text: string) {
    this.ensureSpace(60);
    this.doc.moveDown(0.6).font('bold').fontSize(12).fillColor(ACCENT).text(text, { width: this.width });
    const y = this.doc.y + 2;
    this.doc.moveTo(MARGIN, y).lineTo(MARGIN + this.width, y).lineWidth(0.5).strokeColor(ACCENT).stroke();
    this.doc.moveDown(0.5).fillColor('black');
  }

  paragraph(text: string, options: { bold?: boolean; size?: number } = {}) {
    this.doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(options.size ?? 10)
      .text(text, { width: this.width, align: 'justify', lineGap: 2 });
    this.doc.moveDown(0.4);
  }

  bullets(items: readonly string[]) {
    this.doc.font('regular').fontSize(10);
    for (const item of items) {
      this.ensureSpace(30);
      this.doc.text(`•  ${item}`, MARGIN + 10, this.doc.y, { width: this.width - 10, lineGap: 2 });
      this.doc.moveDown(0.2);
    }
    this.doc.x = MARGIN;
    this.doc.moveDown(0.3);
  }

  /** Label on the left, value on the right; rows that have no value are left out. `gap` leaves room to write in. */
  fields(rows: readonly (readonly [string, string | null | undefined])[], gap = 4) {
    const labelWidth = 170;
    for (const [label, value] of rows) {
      if (value === null || value === undefined || value === '') continue;
      const height = Math.max(
        this.doc.font('regular').fontSize(10).heightOfString(value, { width: this.width - labelWidth }),
        this.doc.font('bold').fontSize(10).heightOfString(label, { width: labelWidth - 10 }),
      );
      this.ensureSpace(height + 6);
      const y = this.doc.y;
      this.doc.font('bold').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth - 10 });
      this.doc.font('regular').fillColor('black').text(value, MARGIN + labelWidth, y, { width: this.width - labelWidth });
      this.doc.x = MARGIN;
      this.doc.y = y + height + gap;
    }
  }

  /** A simple ruled table; `widths` are fractions of the text width. */
  table(headers: readonly string[], rows: readonly (readonly string[])[], widths: readonly number[]) {
    const columns = widths.map((fraction) => fraction * this.width);
    const drawRow = (cells: readonly string[], bold: boolean) => {
      this.doc.font(bold ? 'bold' : 'regular').fontSize(9);
      const height = Math.max(...cells.map((cell, i) => this.doc.heightOfString(cell, { width: columns[i]! - 8 }))) + 8;
      this.ensureSpace(height);
      const y = this.doc.y;
      if (bold) this.doc.rect(MARGIN, y, this.width, height).fill('#e8eef6').fillColor('black');
      let x = MARGIN;
      cells.forEach((cell, i) => {
        this.doc.text(cell, x + 4, y + 4, { width: columns[i]! - 8 });
        x += columns[i]!;
      });
      this.doc.moveTo(MARGIN, y + height).lineTo(MARGIN + this.width, y + height).lineWidth(0.3).strokeColor('#999999').stroke();
      this.doc.x = MARGIN;
      this.doc.y = y + height;
    };
    drawRow(headers, true);
    for (const row of rows) drawRow(row, false);
    this.doc.moveDown(0.8);
  }

  signatures(left: string, right: string) {
    this.ensureSpace(90);
    this.doc.moveDown(3);
    const y = this.doc.y;
    const half = this.width / 2;
    for (const [i, label] of [left, right].entries()) {
      const x = MARGIN + i * half + 20;
      this.doc.moveTo(x, y).lineTo(x + half - 60, y).lineWidth(0.5).strokeColor('black').stroke();
      this.doc.font('regular').fontSize(8).fillColor(MUTED).text(label, x, y + 4, { width: half - 60, align: 'center' });
    }
    this.doc.fillColor('black');
    this.doc.x = MARGIN;
  }
}

function letterhead(doc: PDFKit.PDFDocument) {
  doc.font('bold').fontSize(10).fillColor(ACCENT).text(INSURER.name, MARGIN, 28, { lineBreak: false });
  doc.font('regular').fontSize(8).fillColor(MUTED).text(INSURER.web, MARGIN, 30, { width: doc.page.width - 2 * MARGIN, align: 'right' });
  doc.fillColor('black');
  doc.x = MARGIN;
  doc.y = MARGIN + 20;
}

/** pdfkit, loaded with the first document rather than at the server's start (decision 127). */
export async function loadPdfKit() {
  return (await import('pdfkit')).default;
}

/** Draws a document and returns the PDF bytes; every page gets the letterhead and a numbered footer. */
export async function renderPdf(meta: PdfMeta, draw: (writer: PdfWriter) => void): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const { regular, bold } = await pdfFonts();
  const doc = new PDFDocument({
    // pdfkit takes a font fontkit has opened as it takes a font file (PDFFontFactory.open); its types list files only.
    // Without a font of ours it opens Helvetica for each document, parsing its metrics: 3 ms of the ~50 of a drawing.
    font: regular as unknown as string,
    size: 'A4',
    margins: { top: MARGIN + 20, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: meta.title, Subject: meta.subject, Author: INSURER.name, CreationDate: meta.createdAt },
    lang: 'pl-PL',
  });
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.on('pageAdded', () => letterhead(doc));
  letterhead(doc);
  draw(new PdfWriter(doc));
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    const bottom = doc.page.height - MARGIN + 10;
    // Writing below the bottom margin would start a new page: lift the margin while the footer is drawn.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(MUTED)
      .text(`${INSURER.name}, ${INSURER.address} · infolinia ${HELPLINE}`, MARGIN, bottom, { lineBreak: false })
      .text(`Strona ${page - start + 1} z ${count}`, MARGIN, bottom, { width: doc.page.width - 2 * MARGIN, align: 'right' });
    doc.page.margins.bottom = MARGIN;
  }
  doc.end();
  return done;
}
