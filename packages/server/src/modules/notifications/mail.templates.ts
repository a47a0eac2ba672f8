// The one layout of every e-mail Hadir sends: a plain-text part and an HTML part with the same words.

export interface MailContent {
  subject: string;
  /** The person's name, for the greeting. */
  to: string;
  paragraphs: string[];
  /** Label and value pairs shown as a block (login data). */
  details?: [label: string, value: string][];
  /** A button in HTML, a line with the address in text. */
  action?: { label: string; url: string };
  /** A last paragraph before the footer. */
  note?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Subject, text and HTML of an e-mail from `company`'s Hadir. */
export function renderMail(c: MailContent, company: string): { subject: string; text: string; html: string } {
  const footer = `Email ini dikirim otomatis oleh aplikasi Hadir ${company}. Mohon tidak membalas email ini.`;
  const text = [
    `Halo ${c.to},`,
    ...c.paragraphs,
    ...(c.details ? [c.details.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`] : []),
    ...(c.note ? [c.note] : []),
    `--\n${footer}`,
  ].join('\n\n');
  const p = (body: string) => `<p style="margin:0 0 16px">${body}</p>`;
  const html = [
    '<!doctype html><html lang="id"><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">',
    '<div style="max-width:520px;margin:0 auto;padding:24px">',
    '<div style="background:#ffffff;border-radius:12px;padding:24px;font-size:15px;line-height:1.5">',
    p(`Halo ${escapeHtml(c.to)},`),
    ...c.paragraphs.map((para) => p(escapeHtml(para))),
    c.details
      ? `<table role="presentation" style="margin:0 0 16px;background:#f1f5f9;border-radius:8px;padding:12px;width:100%">${c.details
          .map(
            ([label, value]) =>
              `<tr><td style="padding:4px 8px;color:#475569">${escapeHtml(label)}</td><td style="padding:4px 8px;font-family:monospace;font-weight:bold">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    c.action
      ? p(
          `<a href="${escapeHtml(c.action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:8px;font-weight:bold">${escapeHtml(c.action.label)}</a>`,
        )
      : '',
    c.note ? p(escapeHtml(c.note)) : '',
    '</div>',
    `<p style="font-size:12px;color:#64748b;margin:16px 0 0">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject: c.subject, text, html };
}
