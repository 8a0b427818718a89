/**
 * A one-page PDF naming the order, written out by hand: the sandbox needs a real, openable file and no PDF library
 * is part of the shop. Only ASCII goes in, so string offsets are byte offsets.
 */
export function invoicePdf(orderNumber: string, issuedOn: string): Uint8Array<ArrayBuffer> {
  const text = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const stream = [
    'BT /F1 20 Tf 72 760 Td (Invoice) Tj ET',
    `BT /F1 12 Tf 72 730 Td (Order ${text(orderNumber)}) Tj ET`,
    `BT /F1 12 Tf 72 712 Td (Issued ${text(issuedOn)} - sandbox demo shop) Tj ET`,
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
