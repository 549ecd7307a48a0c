import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formatIsoDateForDisplay, messages, productLineLabels, type PolicyListRow } from '@panel/domain';
import { resolveSession } from '../src/modules/auth/service';
import { exportPolicies } from '../src/modules/policies/service';
import { createClient, loginAs, useTestApp, type Client } from './helper';

const ctx = useTestApp({ policiesScale: 0.5 });

const BOM = '\uFEFF';

/** Every row of the list, page by page (the demo lists hold more than one page of 100). */
async function listRows(client: Client, query: string): Promise<PolicyListRow[]> {
  const rows: PolicyListRow[] = [];
  for (let page = 1; ; page++) {
    const response = await client.get(`/partner/rest/policies/list?${query}&pageSize=100&page=${page}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().totalCapped).toBe(false);
    rows.push(...response.json<{ policies: PolicyListRow[] }>().policies);
    if (rows.length >= response.json<{ total: number }>().total) return rows;
  }
}

/** A list row as the CSV writes it. */
const csvLine = (row: PolicyListRow) =>
  [
    formatIsoDateForDisplay(row.policyDate),
    row.customerName,
    productLineLabels[row.type],
    row.policyTerm ?? '',
    row.price.toFixed(2).replace('.', ','),
    row.policyNo,
  ].join(';');

const csvLines = (body: string) => body.slice(BOM.length).split('\r\n').filter(Boolean);

async function textOf(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('GET /partner/rest/policies/export.csv', () => {
  it('downloads the filtered list in its order: UTF-8 with BOM, semicolons, Polish headers, comma decimals', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const query = 'tableType=CONCLUDED&type=HP&sort=price&order=asc';
    const response = await client.get(`/partner/rest/policies/export.csv?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="polisy-zawarte-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith(BOM)).toBe(true);
    const [header, ...lines] = csvLines(response.body);
    expect(header).toBe('Data polisy;Klient;Typ;Okres (lata);Składka (zł);Numer polisy');
    const rows = await listRows(client, query);
    expect(rows.length).toBeGreaterThan(5);
    expect(lines).toEqual(rows.map(csvLine));
    expect(lines[0]).toMatch(/;Dom;\d;\d+,\d{2};2\d+$/);
  });

  it('follows the text filter and names a quotation list by its offer numbers', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const [first] = await listRows(client, 'tableType=QUOTATION');
    const surname = first!.customerName.split(' ').at(-1)!;
    const query = `tableType=QUOTATION&q=${encodeURIComponent(surname)}`;
    const response = await client.get(`/partner/rest/policies/export.csv?${query}`);
    const [header, ...lines] = csvLines(response.body);
    expect(header).toBe('Data polisy;Klient;Typ;Okres (lata);Składka (zł);Numer oferty');
    expect(response.headers['content-disposition']).toContain('oferty-');
    expect(lines).toEqual((await listRows(client, query)).map(csvLine));
    expect(lines.length).toBeGreaterThan(0);
  });

  it.each(['csv', 'xlsx'])('refuses an empty list (%s) with a Polish message, not an empty file', async (format) => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const response = await client.get(`/partner/rest/policies/export.${format}?tableType=CONCLUDED&type=HP`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json().message).toBe(messages.POLICIES_EXPORT_EMPTY);
  });

  it("never exports another agent's policies", async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const [foreign] = await listRows(await loginAs(ctx.app, 'agent.da'), 'tableType=CONCLUDED');
    const lines = csvLines((await client.get('/partner/rest/policies/export.csv?tableType=CONCLUDED')).body).slice(1);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.every((line) => line.includes(';Komunikacja;'))).toBe(true);
    const byNumber = await client.get(`/partner/rest/policies/export.csv?tableType=CONCLUDED&q=${foreign!.policyNo}`);
    expect(byNumber.json().message).toBe(messages.POLICIES_EXPORT_EMPTY);
  });

  it.each([
    ['tableType=ALL', 'tableType'],
    ['tableType=CONCLUDED&sort=password', 'sort'],
    ['tableType=CONCLUDED&dateFrom=2025-13-01', 'dateFrom'],
    [`tableType=CONCLUDED&q=${'x'.repeat(101)}`, 'q'],
  ])('refuses %s with 400 and a Polish message at the field', async (query, field) => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(`/partner/rest/policies/export.csv?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
    expect(response.json().message).toMatch(/[ąćęłńóśźżA-Za-z]/);
  });

  it('needs a session (401)', async () => {
    const response = await createClient(ctx.app).get('/partner/rest/policies/export.csv?tableType=CONCLUDED');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.UNAUTHORIZED_ERROR);
  });
});

describe('GET /partner/rest/policies/export.xlsx', () => {
  it('downloads the filtered list as a worksheet with date and amount cells', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const query = 'tableType=RENEWAL&type=CP&sort=customerName&order=asc';
    const response = await client.get(`/partner/rest/policies/export.xlsx?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/filename="wznowienia-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Wznowienia')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Data polisy', 'Klient', 'Typ', 'Okres (lata)', 'Składka (zł)', 'Numer polisy']);
    const rows = await listRows(client, query);
    expect(sheet.rowCount).toBe(rows.length + 1);
    rows.forEach((row, index) => {
      const cells = sheet.getRow(index + 2);
      // A date cell reads back as UTC midnight of its day.
      expect(cells.getCell(1).value).toEqual(new Date(`${row.policyDate}T00:00:00Z`));
      expect(cells.getCell(1).numFmt).toBe('dd.mm.yyyy');
      expect(cells.getCell(2).value).toBe(row.customerName);
      expect(cells.getCell(3).value).toBe('Komunikacja');
      expect(cells.getCell(5).value).toBe(row.price);
      expect(cells.getCell(6).value).toBe(row.policyNo);
    });
  });

  it('needs a session (401)', async () => {
    expect((await createClient(ctx.app).get('/partner/rest/policies/export.xlsx?tableType=CONCLUDED')).statusCode).toBe(401);
  });
});

describe('export limits', () => {
  async function sessionOf(login: string) {
    const client = await loginAs(ctx.app, login);
    return (await resolveSession(ctx.database.db, ctx.app.sessions, client.cookies.get('sid')!, false))!;
  }

  it('refuses a list longer than the cap with a Polish message, before writing anything', async () => {
    const user = await sessionOf('agent.da');
    const filters = { tableType: 'CONCLUDED', sort: 'policyDate', order: 'desc' } as const;
    await expect(exportPolicies(ctx.database.db, user, filters, 'csv', { maxRows: 20, batchSize: 5 })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Lista ma ponad 20 wierszy. Zawęź filtry, aby ją pobrać.',
    });
  });

  it.each([
    ['policyDate', 'desc'],
    ['customerName', 'asc'],
    ['type', 'desc'],
    ['price', 'asc'],
    ['policyNo', 'desc'],
  ] as const)('resumes each batch exactly after the previous one, sorted by %s %s', async (sort, order) => {
    const user = await sessionOf('agent.da');
    const filters = { tableType: 'CONCLUDED', sort, order } as const;
    const file = await exportPolicies(ctx.database.db, user, filters, 'csv', { maxRows: 1000, batchSize: 7 });
    const lines = csvLines(await textOf(file.stream)).slice(1);
    const client = await loginAs(ctx.app, 'agent.da');
    const rows = await listRows(client, `tableType=CONCLUDED&sort=${sort}&order=${order}`);
    expect(rows.length).toBeGreaterThan(7 * 5);
    expect(lines).toEqual(rows.map(csvLine));
  });
});
