import ExcelJS from 'exceljs';

/** Rows above an export's table: its title, school and filters (platform/documents/xlsx.ts). */
const TITLE_ROWS = 4;

/**
 * The table of an exported spreadsheet (base64, as the export routes answer it): the header row
 * first, then the data and totals rows, a formula cell read as its result.
 */
export async function sheetRows(base64: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row, number) => {
    if (number <= TITLE_ROWS) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(
      values.map((value) =>
        // exceljs reads a formula whose result is 0 back without its result.
        value && typeof value === 'object' && 'formula' in value
          ? ((value as unknown as { result?: unknown }).result ?? 0)
          : value,
      ),
    );
  });
  return rows;
}
