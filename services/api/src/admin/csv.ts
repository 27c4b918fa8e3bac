/**
 * CSV for Excel: UTF-8 with a byte-order mark (without it Excel reads Japanese as mojibake), CRLF line ends, every
 * field quoted. A field starting with = + - @ (or a tab or carriage return) gets a leading apostrophe so a
 * spreadsheet does not run it as a formula.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replace(/"/g, '""')}"`;
  };
  return '\uFEFF' + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Content-Disposition for a download, with the UTF-8 name for browsers that read it. */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
