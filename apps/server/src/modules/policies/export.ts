import { PassThrough, Readable } from 'node:stream';
import { formatIsoDateForDisplay, productLineLabels, tableTypeLabels, type PolicyListRow, type TableType } from '@panel/domain';

/** Columns of an exported list, in the order of the list on screen (000 §3). */
export function exportHeaders(tableType: TableType) {
  return ['Data polisy', 'Klient', 'Typ', 'Okres (lata)', 'Składka (zł)', tableType === 'QUOTATION' ? 'Numer oferty' : 'Numer polisy'];
}

type Batches = AsyncIterable<readonly PolicyListRow[]>;

const CSV_SEPARATOR = ';';

/**
 * A cell of the CSV: quoted when it holds the separator, a quote or a line break; text that a spreadsheet would
 * run as a formula (= + - @ and control characters first) is prefixed with an apostrophe (OWASP CSV injection).
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** 1234,5 → '1234,50': comma decimals, no grouping, so that a Polish spreadsheet reads it as a number. */
const csvAmount = (amount: number) => amount.toFixed(2).replace('.', ',');

function csvLine(row: PolicyListRow): string {
  return [
    csvCell(formatIsoDateForDisplay(row.policyDate)),
    csvCell(row.customerName),
    csvCell(productLineLabels[row.type]),
    row.policyTerm === null ? '' : String(row.policyTerm),
    csvAmount(row.price),
    csvCell(row.policyNo),
  ].join(CSV_SEPARATOR);
}

/** UTF-8 with a byte order mark (so that Excel reads the Polish letters), semicolons, CRLF line ends. */
export function csvStream(tableType: TableType, batches: Batches): Readable {
  async function* lines() {
    yield `\uFEFF${exportHeaders(tableType).map(csvCell).join(CSV_SEPARATOR)}\r\n`;
    for await (const batch of batches) yield batch.map((row) => `${csvLine(row)}\r\n`).join('');
  }
  return Readable.from(lines());
}

const utcDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The list as a worksheet written row by row: dates and amounts are real cells, not text. */
export function xlsxStream(tableType: TableType, batches: Batches): Readable {
  const stream = new PassThrough();
  void (async () => {
    // Loaded on the first export, not at start (decision 127).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(tableTypeLabels[tableType], { views: [{ state: 'frozen', ySplit: 1 }] });
    const [date, customer, type, term, price, number] = exportHeaders(tableType);
    sheet.columns = [
      { header: date, key: 'policyDate', width: 13, style: { numFmt: 'dd.mm.yyyy' } },
      { header: customer, key: 'customerName', width: 40 },
      { header: type, key: 'type', width: 14 },
      { header: term, key: 'policyTerm', width: 12 },
      { header: price, key: 'price', width: 16, style: { numFmt: '#,##0.00 "zł"' } },
      { header: number, key: 'policyNo', width: 16 },
    ];
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of batches) {
      for (const row of batch) {
        sheet
          .addRow({ ...row, policyDate: utcDate(row.policyDate), type: productLineLabels[row.type], policyTerm: row.policyTerm ?? undefined })
          .commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
