/** Stable error codes and their default Indonesian messages. Programs read `code`, people read `message`. */
export const ERRORS = {
  VALIDATION_ERROR: { status: 400, message: 'Data yang dikirim tidak valid.' },
  BAD_REQUEST: { status: 400, message: 'Permintaan tidak valid.' },
  UNAUTHENTICATED: { status: 401, message: 'Sesi Anda telah berakhir. Silakan masuk kembali.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Username atau password salah.' },
  FORBIDDEN: { status: 403, message: 'Anda tidak memiliki akses ke fitur ini.' },
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: 'Anda wajib mengganti password sementara sebelum melanjutkan.' },
  NOT_FOUND: { status: 404, message: 'Data tidak ditemukan.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Alamat API tidak ditemukan.' },
  CONFLICT: { status: 409, message: 'Data bertentangan dengan data yang sudah ada.' },
  DUPLICATE: { status: 409, message: 'Data yang sama sudah ada.' },
  IN_USE: { status: 409, message: 'Data masih dipakai oleh data lain sehingga tidak dapat dihapus.' },
  WRONG_PASSWORD: { status: 400, message: 'Password lama salah.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Data yang dikirim terlalu besar.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Format data tidak didukung.' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Terlalu banyak percobaan. Coba lagi dalam beberapa menit.' },
  PENGGAJIAN_TERKUNCI: {
    status: 409,
    message: 'Penggajian bulan ini sudah final, sehingga data kehadiran dan pengajuan bulan itu terkunci.',
  },
  PULANG_AWAL: {
    status: 409,
    message: 'Anda akan pulang lebih awal dari jadwal. Konfirmasi dengan mengisi alasan pulang awal.',
  },
  /** A punch outside every allowed location (the geofence), or from a fix too imprecise to judge: take a fresh fix. */
  DI_LUAR_LOKASI: { status: 403, message: 'Absen hanya dapat dilakukan di lokasi kerja.' },
  LOKASI_KURANG_AKURAT: { status: 400, message: 'Lokasi GPS kurang akurat. Aktifkan GPS lalu coba lagi di tempat terbuka.' },
  DI_LUAR_JADWAL: { status: 409, message: 'Belum waktunya absen untuk shift Anda.' },
  BACKUP_INVALID: { status: 400, message: 'Berkas bukan backup Hadir atau rusak.' },
  BACKUP_NOT_EMPTY: { status: 409, message: 'Pemulihan hanya ke instalasi yang masih kosong.' },
  BACKUP_VERSION_MISMATCH: { status: 409, message: 'Versi database backup berbeda dengan versi aplikasi ini.' },
  BACKUP_BUSY: { status: 409, message: 'Backup atau pemulihan lain sedang berjalan. Coba lagi sebentar lagi.' },
  DB_UNAVAILABLE: { status: 503, message: 'Basis data sedang tidak tersedia. Coba lagi sebentar lagi.' },
  FILES_UNAVAILABLE: { status: 503, message: 'Penyimpanan berkas sedang tidak tersedia. Coba lagi sebentar lagi.' },
  INTERNAL: { status: 500, message: 'Terjadi kesalahan pada server' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
