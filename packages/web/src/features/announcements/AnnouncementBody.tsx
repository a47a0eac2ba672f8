/** An announcement body. */
export function AnnouncementBody({ html }: { html: string }) {
  return (
    <div
      className="space-y-3 text-sm leading-relaxed text-slate-800 [&_a]:text-blue-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-blue-200 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:text-base [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
      // Safe: the server sanitises every body on write (an allow-list of simple tags, http/https/mailto
      // links only; scripts, event handlers, styles and iframes removed). Only this field is rendered as HTML.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised announcement body
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
