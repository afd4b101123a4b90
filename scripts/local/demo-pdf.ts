/**
 * A small, valid one-page PDF made in code (no download, no dependency): a title and a few lines in
 * Helvetica, for demo booklets, shared documents and stay attachments.
 */

/** PDF strings in WinAnsi: escape the delimiters; accents map to their Latin-1 bytes. */
const pdfString = (text: string): string => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

export const makeDemoPdf = (title: string, lines: readonly string[] = []): Uint8Array => {
  const text = [
    'BT /F1 22 Tf 56 760 Td',
    `${pdfString(title)} Tj`,
    '/F1 12 Tf 0 -34 Td 16 TL',
    ...lines.map((line) => `${pdfString(line)} '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
};
