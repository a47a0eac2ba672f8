import type { CaraHitung } from '@hadir/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { Input } from '../../ui/Field';
import { nilaiText, parseNilai } from './nilai';

/**
 * A nilai typed as people write it ('5.000.000', '12,5'); the form holds the integer (rupiah or basis
 * points). The text follows the value when the form is reset, and is left alone while the person types.
 */
export function NilaiInput({
  cara,
  value,
  onChange,
  label,
  error,
  hint,
  placeholder,
}: {
  cara: CaraHitung;
  value: number | null | undefined;
  onChange: (v: number | null) => void;
  label: string;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
}) {
  const [text, setText] = useState(() => nilaiText(cara, value));
  useEffect(() => {
    setText((current) => (Object.is(parseNilai(cara, current), value ?? null) ? current : nilaiText(cara, value)));
  }, [cara, value]);
  const persen = cara === 'persen_gaji_pokok';
  return (
    <Input
      label={label}
      inputMode="decimal"
      value={text}
      placeholder={placeholder ?? (persen ? 'mis. 12,5' : 'mis. 5.000.000')}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseNilai(cara, e.target.value));
      }}
      error={error}
      hint={
        hint ??
        (persen
          ? 'Persen dari gaji pokok, mis. 12,5.'
          : cara === 'per_hari_hadir'
            ? 'Rupiah per hari hadir.'
            : 'Rupiah per bulan.')
      }
    />
  );
}
