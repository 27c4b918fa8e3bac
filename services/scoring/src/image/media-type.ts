export type MediaFormat = 'jpeg' | 'png' | 'pdf';

/** The format named by the file's first bytes; the file name's extension is not trusted. */
export function sniffFormat(bytes: Uint8Array): MediaFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  // A PDF may carry a few bytes of junk before its header; readers accept it within the first kilobyte.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) return 'pdf';
  return undefined;
}
