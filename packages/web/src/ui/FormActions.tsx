import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from './Button';

/** The foot of an admin form: 'Simpan' and 'Batal' on the left, the record's own actions (e.g. 'Hapus') on the right. */
export function FormActions({ saving, cancelTo, children }: { saving: boolean; cancelTo: string; children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap justify-between gap-2 pt-2">
      <div className="flex gap-2">
        <Button type="submit" loading={saving}>
          Simpan
        </Button>
        <Button variant="secondary" onClick={() => navigate(cancelTo)}>
          Batal
        </Button>
      </div>
      {children}
    </div>
  );
}
