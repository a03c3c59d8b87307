import { downloadText } from './download';

/**
 * Saves a CSV file. The byte order mark tells spreadsheets the file is UTF-8 (accents, the
 * minus sign).
 */
export function downloadCsv(fileName: string, csv: string): void {
  downloadText(fileName, `\uFEFF${csv}`, 'text/csv;charset=utf-8');
}
