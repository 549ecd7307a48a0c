import { describe, expect, it } from 'vitest';
import { renderPdf, type PdfWriter } from '../src/lib/pdf-layout';
import { pdfText } from './pdf-text';

const meta = { title: 'Polisa', subject: 'Test', createdAt: new Date('2026-12-07T08:00:00Z') };
const schedule = (writer: PdfWriter) => {
  writer.title('Polisa nr 1100000044', 'Zażółć gęślą jaźń');
  writer.fields([['Składka łączna', '2 648,14 zł'], ['Ubezpieczający', 'Łukasz Żółkiewski']]);
  writer.table(['Rata', 'Termin', 'Kwota'], [['1', '15.12.2026', '1 324,07 zł'], ['2', '15.06.2027', '1 324,07 zł']], [0.2, 0.4, 0.4]);
};
const annex = (writer: PdfWriter) => {
  writer.title('Aneks do polisy nr 1100000044');
  writer.paragraph('Składka łączna po zmianie wynosi 2 859,99 zł; termin płatności 15.12.2026.');
};

describe('the documents’ fonts, parsed once per thread with their shaped words kept', () => {
  it('draws a document byte for byte the same when its words were shaped for earlier documents', async () => {
    const first = await renderPdf(meta, schedule);
    await renderPdf(meta, annex);
    const again = await renderPdf(meta, schedule);

    expect(Buffer.compare(again, first)).toBe(0);
    const { text } = await pdfText(again);
    expect(text).toContain('Zażółć gęślą jaźń');
    expect(text).toContain('Składka łączna 2 648,14 zł');
  });

  it('draws it the same again after more new words than a font keeps', async () => {
    const first = await renderPdf(meta, schedule);
    const words = Array.from({ length: 2500 }, (_, n) => `Żółw${n}`).join(' ');
    await renderPdf(meta, (writer) => writer.paragraph(words));

    expect(Buffer.compare(await renderPdf(meta, schedule), first)).toBe(0);
  });
});
