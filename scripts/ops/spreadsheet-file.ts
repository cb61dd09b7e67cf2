// A CSV file a spreadsheet opens as it should: Excel reads a file without a UTF-8 byte-order
// mark in the machine's legacy code page, so "Jörg Müller" would arrive garbled. Every export
// of the tools (redirects, enquiries) is written here.
import { writeFileSync } from "node:fs";

export const UTF8_BOM = "\uFEFF";

export function writeSpreadsheet(path: string, csv: string): void {
  writeFileSync(path, UTF8_BOM + csv, "utf8");
}
