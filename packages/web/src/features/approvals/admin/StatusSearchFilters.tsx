import { Input, Select } from '../../../ui/Field';

/** The status and name/NIP filters above an admin approval list; each change starts again from page 1 (onChange). */
export function StatusSearchFilters(props: {
  statuses: readonly string[];
  status: string;
  /** The option value meaning every status. */
  allValue: string;
  search: string;
  onStatus: (status: string) => void;
  onSearch: (search: string) => void;
}) {
  return (
    <div className="grid max-w-2xl gap-3 sm:grid-cols-2">
      <Select label="Status" value={props.status} onChange={(e) => props.onStatus(e.target.value)}>
        {props.statuses.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
        <option value={props.allValue}>Semua</option>
      </Select>
      <Input
        label="Cari"
        type="search"
        placeholder="NIP atau nama karyawan"
        value={props.search}
        onChange={(e) => props.onSearch(e.target.value)}
      />
    </div>
  );
}
