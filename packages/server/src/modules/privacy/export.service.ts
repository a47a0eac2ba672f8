import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/files.ts';
import * as repo from './export.repo.ts';

// The own-data download: JSON of every record about the caller and their own files, as one zip streamed to the
// client (files are read one at a time, when the zip reaches them).

const README = `Data pribadi Anda di Hadir

profil.json       data diri, kontak, kepegawaian, rekening, peran
pengajuan.json    semua pengajuan Anda (koreksi, izin, lembur, reimburse, borongan, dan lainnya) beserta keputusannya
tabel/*.json      semua catatan lain tentang Anda, per tabel: kehadiran, rincian pengajuan, slip gaji,
                  pendaftaran wajah (tanpa angka pengenal wajah), dan lainnya
berkas.json       daftar berkas yang Anda simpan; isinya ada di folder berkas/
                  (foto absen, foto pendaftaran wajah, lampiran pengajuan)
`;

const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2));
const safeName = (s: string) => s.replace(/[^\w.-]+/g, '_').slice(0, 80);

export async function ownDataZip(db: Db, store: FileStore, userId: number): Promise<{ stream: Readable; nama: string }> {
  const profil = await repo.profile(db, userId);
  const tables = await repo.tablesOf(db, userId);
  const pengajuan = await repo.decisions(db, userId);
  const files = await repo.files(db, userId);
  const zip = new ZipFile();
  const mtime = new Date();
  zip.addBuffer(Buffer.from(README), 'BACA-SAYA.txt', { mtime });
  zip.addBuffer(json(profil), 'profil.json', { mtime });
  zip.addBuffer(json(pengajuan), 'pengajuan.json', { mtime });
  for (const t of tables) zip.addBuffer(json(t.rows), `tabel/${t.tabel}.json`, { mtime });
  zip.addBuffer(
    json(files.map(({ storage_key: _, ...f }) => ({ ...f, berkas: `berkas/${f.id}-${safeName(f.nama)}` }))),
    'berkas.json',
    { mtime },
  );
  for (const f of files) {
    zip.addReadStreamLazy(`berkas/${f.id}-${safeName(f.nama)}`, { mtime: f.created_at }, (cb) => {
      // A file whose bytes are gone (a lost disk) is noted in place of its content rather than breaking the download.
      store.open(f.storage_key).then(
        (s) => cb(null, s),
        () => cb(null, Readable.from([Buffer.from('Berkas ini tidak lagi tersedia.')])),
      );
    });
  }
  zip.end();
  const nip = safeName(String(profil?.nip ?? userId));
  return { stream: zip.outputStream as Readable, nama: `data-saya-${nip}.zip` };
}
