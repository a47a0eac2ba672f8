import { bacaJam, bacaTanggalAngka, tanggalAngka } from '@hadir/contract/format';
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CONTROL, type FieldProps, Wrap } from './Field';

/**
 * Date, time and month fields that read and write day/month/year and 24-hour time whatever the browser's language
 * (a native <input type="date"> shows mm/dd/yyyy and AM/PM in an English browser, and no lang attribute changes it).
 *
 * - What a person sees and types: DateInput 23/11/2026, TimeInput 17:05, MonthInput 11/2026. Digits alone are
 *   enough: the slashes and the colon are put in while typing (23112026 -> 23/11/2026, 1705 -> 17:05).
 * - What the form and the API get: yyyy-MM-dd, HH:mm, yyyy-MM; '' while the text is empty or not yet a real date.
 * - Typing, pasting or a test's fill() of the API form also works: '2026-11-23', '2026-11', and is shown as
 *   23/11/2026 once the field loses focus. So `getByLabel('Tanggal Mulai').fill('2026-11-01')` and
 *   `.fill('01/11/2026')` both set 2026-11-01; toHaveValue() reads the shown text, '01/11/2026'.
 * - Use like <Input>: with react-hook-form's register(...) (the ref takes and gives the API value), or controlled
 *   with value and onChange((e) => e.target.value).
 * - Date and month fields have a calendar button that opens the browser's own picker.
 */

/** What onChange and onBlur receive: shaped like a DOM event so register()'s handlers and `e.target.value` work. */
export interface FieldEvent {
  target: { name: string; value: string };
  type: 'change' | 'blur';
}

interface Props extends FieldProps {
  id?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (event: FieldEvent) => unknown;
  onBlur?: (event: FieldEvent) => unknown;
  /** Bounds for the calendar (yyyy-MM-dd / yyyy-MM); the server checks the real ones. */
  min?: string | number;
  max?: string | number;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  /** Only the control, named by aria-label, for a table cell whose column says what it is; the caller shows errors. */
  bare?: boolean;
}

/** What register() holds on to: the API value in and out, and focus for the first field in error. */
export interface FieldHandle {
  value: string;
  focus: () => void;
}

interface Kind {
  /** API value -> the text shown. */
  show: (value: string) => string;
  /** Text -> API value; null when it is not (yet) one. */
  read: (text: string) => string | null;
  /** Put the separators into digits being typed. */
  mask: (text: string) => string;
  placeholder: string;
  invalid: string;
  picker?: 'date' | 'month';
}

/** Split runs of digits into the given group sizes with `sep`, keeping what was typed with separators already. */
function grouped(text: string, sizes: number[], sep: string): string {
  if (!/^[\d/:.]*$/.test(text)) return text;
  const out: string[] = [];
  for (let part of text.split(/[/:.]/)) {
    while (out.length < sizes.length - 1 && part.length > sizes[out.length]) {
      out.push(part.slice(0, sizes[out.length]));
      part = part.slice(sizes[out.length - 1]);
    }
    out.push(part);
  }
  return out.join(sep);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

const KINDS: Record<'date' | 'time' | 'month', Kind> = {
  date: {
    show: (v) => (ISO_DATE.test(v) ? tanggalAngka(v) : v),
    read: (t) => {
      const iso = ISO_DATE.exec(t.trim());
      return iso ? bacaTanggalAngka(`${iso[3]}/${iso[2]}/${iso[1]}`) : bacaTanggalAngka(t);
    },
    mask: (t) => grouped(t, [2, 2, 4], '/'),
    placeholder: 'hh/bb/tttt',
    invalid: 'Tulis tanggal sebagai hari/bulan/tahun, misalnya 23/11/2026.',
    picker: 'date',
  },
  time: {
    show: (v) => v.slice(0, 5),
    read: bacaJam,
    mask: (t) => grouped(t, [2, 2], ':'),
    placeholder: 'jj:mm',
    invalid: 'Tulis jam dalam format 24 jam, misalnya 17:00.',
  },
  month: {
    show: (v) => (ISO_MONTH.test(v) ? `${v.slice(5, 7)}/${v.slice(0, 4)}` : v),
    read: (t) => {
      const iso = ISO_MONTH.exec(t.trim());
      const m = iso ? [iso[2], iso[1]] : /^(\d{1,2})[/.-](\d{4})$/.exec(t.trim())?.slice(1);
      if (!m) return null;
      const month = Number(m[0]);
      return month >= 1 && month <= 12 ? `${m[1]}-${String(month).padStart(2, '0')}` : null;
    },
    mask: (t) => grouped(t, [2, 4], '/'),
    placeholder: 'bb/tttt',
    invalid: 'Tulis bulan sebagai bulan/tahun, misalnya 11/2026.',
    picker: 'month',
  },
};

function CalendarIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-5 w-5">
      <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 6H4v8h12V8Z" />
    </svg>
  );
}

const MaskedField = forwardRef<FieldHandle, Props & { kind: keyof typeof KINDS }>(function MaskedField(
  {
    kind,
    label,
    error,
    hint,
    id,
    name = '',
    value,
    defaultValue,
    onChange,
    onBlur,
    min,
    max,
    disabled,
    required,
    className,
    bare,
  },
  ref,
) {
  const spec = KINDS[kind];
  const auto = useId();
  const fid = id ?? auto;
  const start = value ?? defaultValue ?? '';
  const [text, setText] = useState(() => (start ? spec.show(start) : ''));
  const [wrong, setWrong] = useState(false);
  const current = useRef(start);
  const input = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const caretToEnd = useRef(false);

  // A separator put in while typing moves the text: keep the caret after it (phones otherwise leave it behind).
  useLayoutEffect(() => {
    const el = input.current;
    if (!caretToEnd.current || !el || document.activeElement !== el) return;
    caretToEnd.current = false;
    el.setSelectionRange(text.length, text.length);
  }, [text]);
  const nameRef = useRef(name);
  nameRef.current = name;

  const showValue = useCallback(
    (v: string) => {
      current.current = v ?? '';
      setText(v ? spec.show(v) : '');
      setWrong(false);
    },
    [spec],
  );

  // Controlled use: follow a value set from outside (a reset, a preset range).
  useEffect(() => {
    if (value !== undefined && value !== current.current) showValue(value);
  }, [value, showValue]);

  // One handle object for the field's life: React re-runs useImperativeHandle whenever register() hands a new ref
  // callback (every render), and react-hook-form writes its stored value back into any handle it has not seen.
  const handle = useMemo<FieldHandle>(
    () => ({
      get value() {
        return current.current;
      },
      set value(v: string) {
        showValue(v);
      },
      focus: () => input.current?.focus(),
    }),
    [showValue],
  );
  useImperativeHandle(ref, () => handle, [handle]);

  const emit = (next: string, type: FieldEvent['type']) => {
    if (type === 'change' && next === current.current) return;
    current.current = next;
    (type === 'change' ? onChange : onBlur)?.({ target: { name: nameRef.current, value: next }, type });
  };

  const typed = (raw: string) => {
    const masked = raw.length > text.length || /^\d+$/.test(raw) ? spec.mask(raw) : raw;
    caretToEnd.current = masked !== raw;
    setText(masked);
    setWrong(false);
    emit(masked.trim() === '' ? '' : (spec.read(masked) ?? ''), 'change');
  };

  const left = () => {
    const parsed = spec.read(text);
    if (parsed) setText(spec.show(parsed));
    setWrong(text.trim() !== '' && !parsed);
    emit(current.current, 'blur');
  };

  const openPicker = () => {
    const el = picker.current;
    if (!el) return;
    el.value = current.current;
    try {
      el.showPicker();
    } catch {
      input.current?.focus();
    }
  };

  const shownError = wrong ? spec.invalid : error;
  const control = (
    <div className="relative">
      <input
        ref={input}
        id={fid}
        name={name || undefined}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={spec.placeholder}
        aria-invalid={!!shownError}
        disabled={disabled}
        required={required}
        aria-label={bare ? label : undefined}
        title={bare && wrong ? spec.invalid : undefined}
        className={`${bare ? '' : CONTROL} ${spec.picker ? 'pr-10' : ''} ${className ?? ''}`}
        value={text}
        onChange={(e) => typed(e.target.value)}
        onBlur={left}
      />
      {spec.picker && (
        <>
          <button
            type="button"
            onClick={openPicker}
            disabled={disabled}
            title="Buka kalender"
            aria-label="Buka kalender"
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-200"
          >
            <CalendarIcon />
          </button>
          <input
            ref={picker}
            type={spec.picker}
            tabIndex={-1}
            aria-hidden="true"
            aria-label="Kalender"
            min={min === undefined ? undefined : String(min)}
            max={max === undefined ? undefined : String(max)}
            className="pointer-events-none absolute right-0 bottom-0 h-0 w-0 opacity-0"
            onChange={(e) => {
              const picked = e.target.value;
              if (!picked) return;
              setText(spec.show(picked));
              setWrong(false);
              emit(picked, 'change');
            }}
          />
        </>
      )}
    </div>
  );
  if (bare) return control;
  return (
    <Wrap id={fid} label={label} error={shownError} hint={hint}>
      {control}
    </Wrap>
  );
});

/** A date field: shows and takes 23/11/2026, gives yyyy-MM-dd (also takes a typed or filled yyyy-MM-dd). */
export const DateInput = forwardRef<FieldHandle, Props>((props, ref) => <MaskedField ref={ref} kind="date" {...props} />);

/** A time-of-day field: 24-hour 17:05, gives HH:mm. */
export const TimeInput = forwardRef<FieldHandle, Props>((props, ref) => <MaskedField ref={ref} kind="time" {...props} />);

/** A month field: shows and takes 11/2026, gives yyyy-MM (also takes a typed or filled yyyy-MM). */
export const MonthInput = forwardRef<FieldHandle, Props>((props, ref) => <MaskedField ref={ref} kind="month" {...props} />);
