import { toast } from 'react-toastify';

/**
 * A half-filled form survives a session that ends under the person's feet: on a 401 the page's form fields are kept
 * in sessionStorage under the page's route (this tab only, for the same person), and put back once they have signed
 * in again and are on that page. Passwords and files are never kept.
 */
const PREFIX = 'hadir-draft:';
/** How long a restored page may take to show its fields (a lazy page, options loaded from the API). */
const RESTORE_WAIT_MS = 15_000;
export const DRAFT_RESTORED = 'Isian Anda sebelum sesi berakhir telah dipulihkan.';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export interface Draft {
  username: string;
  path: string;
  fields: Record<string, string | boolean>;
}

const SKIPPED = new Set(['password', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);
const keyOf = (el: Field) => el.name || el.id;

function formFields(): Field[] {
  return [...document.querySelectorAll<Field>('form input, form textarea, form select')].filter(
    (el) => keyOf(el) && !(el instanceof HTMLInputElement && SKIPPED.has(el.type)),
  );
}

/** The page's form as it is now, or null when nothing has been typed. */
export function takeDraft(username: string, path: string): Draft | null {
  const fields: Draft['fields'] = {};
  for (const el of formFields()) {
    if (el instanceof HTMLInputElement && el.type === 'checkbox') fields[keyOf(el)] = el.checked;
    else if (el instanceof HTMLInputElement && el.type === 'radio') {
      if (el.checked) fields[keyOf(el)] = el.value;
    } else if (el.value !== '') fields[keyOf(el)] = el.value;
  }
  return Object.keys(fields).length > 0 ? { username, path, fields } : null;
}

export function keepDraft(draft: Draft) {
  sessionStorage.setItem(PREFIX + draft.path, JSON.stringify(draft));
}

function drafts(): Draft[] {
  const out: Draft[] = [];
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    try {
      out.push(JSON.parse(sessionStorage.getItem(key) ?? '') as Draft);
    } catch {
      sessionStorage.removeItem(key);
    }
  }
  return out;
}

/**
 * After a sign-in: the page whose form waits for this person, if any. Someone else's drafts are dropped here, so
 * one person never sees what another typed on a shared phone.
 */
export function draftPathFor(username: string): string | null {
  let path: string | null = null;
  for (const d of drafts()) {
    if (d.username === username) path ??= d.path;
    else sessionStorage.removeItem(PREFIX + d.path);
  }
  return path;
}

/** Sets a field the way typing would, so React and react-hook-form see the value. */
function fill(el: Field, value: string | boolean) {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (el.checked !== (el.type === 'radio' ? el.value === value : value)) el.click();
    return;
  }
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, String(value));
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Whether the field can take the value yet (a select's options may still be loading). */
function ready(el: Field, value: string | boolean) {
  return !(el instanceof HTMLSelectElement) || [...el.options].some((o) => o.value === value);
}

let stopRestoring: (() => void) | undefined;

/** On each page: puts the kept form back once its fields are there, then forgets it. */
export function restoreDraft(pathname: string, username: string) {
  stopRestoring?.();
  const raw = sessionStorage.getItem(PREFIX + pathname);
  if (!raw || !username) return;
  let draft: Draft;
  try {
    draft = JSON.parse(raw) as Draft;
  } catch {
    sessionStorage.removeItem(PREFIX + pathname);
    return;
  }
  if (draft.username !== username) return;
  const left = new Map(Object.entries(draft.fields));
  const attempt = () => {
    for (const el of formFields()) {
      const key = keyOf(el);
      const value = left.get(key);
      if (value === undefined || !ready(el, value)) continue;
      if (el instanceof HTMLInputElement && el.type === 'radio' && el.value !== value) continue;
      fill(el, value);
      left.delete(key);
    }
    if (left.size === 0) finish(true);
  };
  const observer = new MutationObserver(attempt);
  const timer = setTimeout(() => finish(left.size < Object.keys(draft.fields).length), RESTORE_WAIT_MS);
  function finish(restored: boolean) {
    observer.disconnect();
    clearTimeout(timer);
    stopRestoring = undefined;
    sessionStorage.removeItem(PREFIX + pathname);
    if (restored) toast.info(DRAFT_RESTORED, { toastId: DRAFT_RESTORED });
  }
  stopRestoring = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  attempt();
}
