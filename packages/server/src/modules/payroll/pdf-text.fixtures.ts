import crypto from 'node:crypto';

// Test support: reading the payroll's PDFs as a person's reader would. pdfmake writes each word as a hex string
// inside a TJ array of an uncompressed content stream; an encrypted PDF (AES-256, security handler revision 5 of
// Adobe's extension level 3 to PDF 1.7, as pdfkit writes it) is opened with its user password the way a reader does.

/**
 * The text drawn on the pages of an unencrypted (or decrypted) PDF: the hex strings of the TJ arrays only. The
 * trailer's /ID is a hex string too, of random bytes, which read as text would now and then hold a "_".
 */
export function pdfText(pdf: Buffer): string {
  const shown = pdf.toString('latin1').match(/\[[^\]]*\]\s*TJ/g) ?? [];
  const hex = shown.flatMap((array) => array.match(/<([0-9a-f]+)>/g) ?? []);
  return hex.map((h) => Buffer.from(h.slice(1, -1), 'hex').toString('latin1')).join('');
}

/** The trailer's /Encrypt dictionary as text, or undefined for an unencrypted PDF. */
export function encryptDictionary(pdf: Buffer): string | undefined {
  const text = pdf.toString('latin1');
  const ref = /trailer\s*<<[\s\S]*?\/Encrypt (\d+) 0 R/.exec(text);
  if (!ref) return undefined;
  const start = text.indexOf(`\n${ref[1]} 0 obj\n`);
  return text.slice(start, text.indexOf('endobj', start));
}

/** A byte string of the dictionary (pdfkit writes them as hex strings, `/U <...>`). */
function entry(dict: string, name: string): Buffer {
  const hex = new RegExp(`/${name} <([0-9a-f]+)>`).exec(dict);
  if (!hex) throw new Error(`/${name} missing`);
  return Buffer.from(hex[1], 'hex');
}

/**
 * The file key for `password`, or undefined when the password is wrong (revision 5: SHA-256 of the password and
 * the validation salt must equal the first 32 bytes of /U; the key salt then unwraps /UE).
 */
function fileKey(dict: string, password: string): Buffer | undefined {
  const u = entry(dict, 'U');
  const pw = Buffer.from(password, 'utf8');
  const check = crypto.createHash('sha256').update(pw).update(u.subarray(32, 40)).digest();
  if (!check.equals(u.subarray(0, 32))) return undefined;
  const wrap = crypto.createHash('sha256').update(pw).update(u.subarray(40, 48)).digest();
  const decipher = crypto.createDecipheriv('aes-256-cbc', wrap, Buffer.alloc(16)).setAutoPadding(false);
  return Buffer.concat([decipher.update(entry(dict, 'UE')), decipher.final()]);
}

/** Every stream decrypted with the password (AES-256-CBC, the IV first), or undefined for a wrong password. */
export function decryptPdf(pdf: Buffer, password: string): Buffer | undefined {
  const dict = encryptDictionary(pdf);
  if (!dict) throw new Error('not encrypted');
  const key = fileKey(dict, password);
  if (!key) return undefined;
  const text = pdf.toString('latin1');
  const parts: Buffer[] = [];
  for (let at = text.indexOf('>>\nstream\n'); at >= 0; at = text.indexOf('>>\nstream\n', at + 1)) {
    const lengths = [...text.slice(Math.max(0, at - 400), at).matchAll(/\/Length (\d+)/g)];
    const length = Number(lengths.at(-1)?.[1]);
    const data = pdf.subarray(at + 10, at + 10 + length);
    const decipher = crypto.createDecipheriv('aes-256-cbc', key, data.subarray(0, 16));
    parts.push(Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]), Buffer.from('\n'));
  }
  return Buffer.concat(parts);
}
