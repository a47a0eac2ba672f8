import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

// The announcement body's editor (issue 19): Tiptap (ProseMirror) limited to the markup the server keeps after
// sanitising (announcements.html.ts): paragraphs, bold, italic, underline, h2/h3, lists, quotes and links. Marks
// the server would drop (strike, code, rules) are switched off so what HR sees is what employees get.

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    // No empty paragraph kept after the last block: it would be stored as one.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
    },
  }),
];

interface Tool {
  label: string;
  text: string;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
}

const TOOLS: Tool[] = [
  { label: 'Tebal', text: 'B', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Miring', text: 'I', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  {
    label: 'Garis bawah',
    text: 'U',
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: 'Tajuk',
    text: 'H2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Subtajuk',
    text: 'H3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Daftar berpoin',
    text: '•',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Daftar bernomor',
    text: '1.',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Kutipan',
    text: '❝',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

const toolClass = (on: boolean) =>
  `min-w-9 rounded px-2 py-1 text-sm font-semibold ${on ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-200'}`;

/** Asks for a link's address in the toolbar itself (no browser prompt), for the selected text. */
function LinkTool({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const inputId = useId();
  const active = useEditorState({ editor, selector: ({ editor: e }) => e.isActive('link') });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url) chain.setLink({ href: /^(https?:|mailto:)/i.test(url) ? url : `https://${url}` }).run();
    else chain.unsetLink().run();
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className={toolClass(active)}
        aria-pressed={active}
        aria-expanded={open}
        onClick={() => {
          setHref((editor.getAttributes('link').href as string | undefined) ?? '');
          setOpen((v) => !v);
        }}
      >
        Tautan
      </button>
      {open && (
        // A nested form would submit the announcement: this row only listens for Enter and its buttons.
        <div className="flex basis-full items-center gap-2 pt-1">
          <label htmlFor={inputId} className="text-sm text-slate-700">
            Alamat tautan
          </label>
          <input
            id={inputId}
            className="flex-1 rounded border border-slate-300 px-2 py-1 text-sm"
            value={href}
            placeholder="https://"
            onChange={(e) => setHref(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') apply(e);
            }}
          />
          <button type="button" className={toolClass(false)} onClick={apply}>
            Pasang
          </button>
          {active && (
            <button
              type="button"
              className={toolClass(false)}
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                setOpen(false);
              }}
            >
              Hapus tautan
            </button>
          )}
        </div>
      )}
    </>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({ editor, selector: ({ editor: e }) => TOOLS.map((t) => t.active(e)) });
  return (
    <div role="toolbar" aria-label="Format teks" className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1">
      {TOOLS.map((t, i) => (
        <button
          key={t.label}
          type="button"
          className={toolClass(active[i])}
          aria-label={t.label}
          title={t.label}
          aria-pressed={active[i]}
          // The editor keeps its focus and selection: a blur and refocus could drop the mark just toggled (bold off
          // coming back on at the end of bold text).
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => t.run(editor)}
        >
          {t.text}
        </button>
      ))}
      <LinkTool editor={editor} />
    </div>
  );
}

/** A rich-text field for react-hook-form: `value` and `onChange` carry HTML; an empty editor is ''. */
export default function RichTextEditor({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
}) {
  const labelId = useId();
  const hintId = useId();
  /** The last HTML the editor itself reported (or was given). */
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(hint ? { 'aria-describedby': hintId } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class:
          'min-h-64 px-3 py-2 text-sm leading-relaxed text-slate-800 focus:outline-none [&_a]:text-blue-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-blue-200 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:text-base [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-5',
      },
    },
    onUpdate: ({ editor: e }) => {
      emitted.current = e.isEmpty ? '' : e.getHTML();
      onChange(emitted.current);
    },
  });
  // A body from outside (an announcement loaded after the editor) replaces what it shows, without counting as a
  // change. The editor's own updates come back as `value` a render later, when more may have been typed: those
  // must not be put back.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className="space-y-1">
      <span id={labelId} className="block text-sm font-medium text-slate-700">
        {label}
      </span>
      <div
        className={`overflow-hidden rounded-lg border bg-white focus-within:ring-2 focus-within:ring-blue-600 ${error ? 'border-red-500' : 'border-slate-300'}`}
      >
        {editor && <Toolbar editor={editor} />}
        <EditorContent editor={editor} />
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p className="text-xs text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
