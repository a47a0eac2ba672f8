import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

export const CONTROL =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200 disabled:bg-slate-100 aria-[invalid=true]:border-red-500';

export interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
}

export function Wrap({ id, label, error, hint, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-slate-500">{hint}</p>}
      {error && (
        <p className="text-xs text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & FieldProps>(
  ({ label, error, hint, id, ...rest }, ref) => {
    const auto = useId();
    const fid = id ?? auto;
    return (
      <Wrap id={fid} label={label} error={error} hint={hint}>
        <input ref={ref} id={fid} aria-invalid={!!error} className={CONTROL} {...rest} />
      </Wrap>
    );
  },
);

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & FieldProps>(
  ({ label, error, hint, id, children, ...rest }, ref) => {
    const auto = useId();
    const fid = id ?? auto;
    return (
      <Wrap id={fid} label={label} error={error} hint={hint}>
        <select ref={ref} id={fid} aria-invalid={!!error} className={CONTROL} {...rest}>
          {children}
        </select>
      </Wrap>
    );
  },
);

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps>(
  ({ label, error, hint, id, ...rest }, ref) => {
    const auto = useId();
    const fid = id ?? auto;
    return (
      <Wrap id={fid} label={label} error={error} hint={hint}>
        <textarea ref={ref} id={fid} aria-invalid={!!error} className={CONTROL} rows={4} {...rest} />
      </Wrap>
    );
  },
);

export const Checkbox = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { label: string }>(
  ({ label, id, ...rest }, ref) => {
    const auto = useId();
    const fid = id ?? auto;
    return (
      <label htmlFor={fid} className="inline-flex items-center gap-2 text-sm text-slate-700">
        <input ref={ref} id={fid} type="checkbox" className="h-4 w-4 rounded border-slate-300 text-blue-700" {...rest} />
        {label}
      </label>
    );
  },
);
