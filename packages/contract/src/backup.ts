import { z } from 'zod';

// Backups of the database and the file store (Admin only: they hold every employee's personal and biometric
// data). One .tar.gz per backup; the list, the schedule and the restore of an archive into an empty instance.

export const zBackupItem = z.object({
  id: z.number(),
  /** The archive's file name in DATA_DIR/backups. */
  nama_berkas: z.string(),
  /** Bytes of the archive. */
  ukuran: z.number(),
  /** ISO instant. */
  created_at: z.string(),
  /** Who made it; null for a scheduled (automatic) backup. */
  dibuat_oleh: z.string().nullable(),
  otomatis: z.boolean(),
  jumlah_tabel: z.number(),
  jumlah_baris: z.number(),
  jumlah_berkas: z.number(),
  /** False when the archive is gone from the backup folder. */
  tersedia: z.boolean(),
});
export type BackupItem = z.infer<typeof zBackupItem>;
export const zBackupList = z.object({ items: z.array(zBackupItem), total: z.number().int() });
export type BackupList = z.infer<typeof zBackupList>;

/** The schedule: one automatic backup a day at `jam` (Asia/Jakarta), keeping the last `simpan` automatic ones. */
export const zBackupJadwal = z.object({
  aktif: z.boolean({ error: 'Pilih apakah backup otomatis aktif.' }),
  jam: z
    .number({ error: 'Jam backup wajib diisi.' })
    .int('Jam backup harus bilangan bulat.')
    .min(0, 'Jam backup antara 0 dan 23.')
    .max(23, 'Jam backup antara 0 dan 23.'),
  simpan: z
    .number({ error: 'Jumlah backup yang disimpan wajib diisi.' })
    .int('Jumlah backup yang disimpan harus bilangan bulat.')
    .min(1, 'Simpan minimal 1 backup.')
    .max(90, 'Simpan maksimal 90 backup.'),
});
export type BackupJadwal = z.infer<typeof zBackupJadwal>;

/** What a restore loaded. */
export const zBackupRestoreResult = z.object({
  message: z.string(),
  jumlah_tabel: z.number(),
  jumlah_baris: z.number(),
  jumlah_berkas: z.number(),
});
export type BackupRestoreResult = z.infer<typeof zBackupRestoreResult>;
