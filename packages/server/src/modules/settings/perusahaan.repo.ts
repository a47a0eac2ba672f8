import type { PerusahaanRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

export interface PerusahaanRow {
  nama: string;
  alamat: string | null;
  telepon: string | null;
  email: string | null;
  website: string | null;
  npwp: string | null;
  id_tku: string | null;
  kode_klu: string | null;
  mulai_hadir: string | null;
  updated_at: Date;
}

const COLUMNS = 'nama, alamat, telepon, email, website, npwp, id_tku, kode_klu, mulai_hadir, updated_at';

export async function get(db: Db): Promise<PerusahaanRow | undefined> {
  return (await db.query<PerusahaanRow>(`select ${COLUMNS} from perusahaan where id = 1`))[0];
}

/** The single row exists from the first migration; upsert keeps it so even if someone removed it. */
export async function save(db: Db, p: PerusahaanRequest): Promise<PerusahaanRow> {
  const [row] = await db.query<PerusahaanRow>(
    `insert into perusahaan (id, nama, alamat, telepon, email, website, npwp, mulai_hadir, id_tku, kode_klu)
     values (1, $1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (id) do update set nama = excluded.nama, alamat = excluded.alamat, telepon = excluded.telepon,
       email = excluded.email, website = excluded.website, npwp = excluded.npwp, mulai_hadir = excluded.mulai_hadir,
       id_tku = excluded.id_tku, kode_klu = excluded.kode_klu, updated_at = now()
     returning ${COLUMNS}`,
    [p.nama, p.alamat, p.telepon, p.email, p.website, p.npwp, p.mulai_hadir ?? null, p.id_tku, p.kode_klu],
  );
  return row;
}
