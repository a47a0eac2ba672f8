import { Input } from '../../ui/Field';
import { groupDigits, parseDigits } from './format';

/** An amount in whole rupiah, shown grouped the Indonesian way (150.000) while typing. */
export function RupiahInput({
  label,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  onBlur?: () => void;
  error?: string;
}) {
  return (
    <Input
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder="0"
      value={groupDigits(value)}
      onChange={(e) => onChange(parseDigits(e.target.value))}
      onBlur={onBlur}
      error={error}
      hint="Rupiah bulat, tanpa sen."
    />
  );
}
