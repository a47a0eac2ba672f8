import sanitizeHtml from 'sanitize-html';

// Announcement bodies are stored as safe HTML: whatever an admin sends, only this markup survives.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open away from the app and cannot reach back into it through window.opener.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

const looksLikeHtml = (text: string) => /<\/?[a-z][^>]*>/i.test(text);

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Plain text keeps its shape: blank lines separate paragraphs, single line breaks stay breaks. */
function paragraphs(text: string): string {
  return text
    .replaceAll('\r\n', '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeText(p).replaceAll('\n', '<br />')}</p>`)
    .join('');
}

/** The body as it is stored and served: sanitised HTML. */
export function toSafeHtml(isi: string): string {
  return sanitizeHtml(looksLikeHtml(isi) ? isi : paragraphs(isi), OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of stored (already safe) HTML; rendered as text, never as markup. */
export function plainText(html: string): string {
  return html
    .replace(/<\/?(p|br|li|ul|ol|h2|h3|h4|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/<[^>]*$/, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export const SUMMARY_LENGTH = 160;

/** The list's ringkasan: the first ~160 characters of text, cut at a word where possible. */
export function summary(html: string): string {
  const text = plainText(html);
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_LENGTH * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
