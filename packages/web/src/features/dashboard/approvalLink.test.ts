import { describe, expect, it } from 'vitest';
import { approvalLink, ownRequestLink } from './approvalLink';

describe('approvalLink', () => {
  it('sends each request type to its registered approval route', () => {
    expect(approvalLink({ id: 7, tipe_approval: 'Izin' })).toBe('/menu/approval/izin/7');
    expect(approvalLink({ id: 8, tipe_approval: 'Pengajuan LEMBUR' })).toBe('/menu/approval/lembur/8');
    expect(approvalLink({ id: 9, tipe_approval: 'Koreksi Kehadiran' })).toBe('/menu/approval/koreksi/9');
    expect(approvalLink({ id: 10, tipe_approval: 'reimburse' })).toBe('/menu/approval/reimburse/10');
    expect(approvalLink({ id: 11, tipe_approval: 'Absensi Borongan' })).toBe('/menu/approval/borongan/11');
    expect(approvalLink({ id: 12, tipe_approval: 'Absensi Harian' })).toBe('/menu/approval/borongan/12');
    expect(approvalLink({ id: 13, tipe_approval: 'Registrasi Wajah' })).toBe('/menu/approval/registrasi-wajah/13');
    expect(approvalLink({ id: 14, tipe_approval: 'Absen Offline' })).toBe('/menu/approval/absen-offline/14');
    expect(approvalLink({ id: 15, tipe_approval: 'Perubahan Data Pribadi' })).toBe('/menu/approval/data-pribadi/15');
  });

  it('falls back to the approval list for an unknown type', () => {
    expect(approvalLink({ id: 1, tipe_approval: 'Cuti Bersama' })).toBe('/menu/approval');
    expect(approvalLink({ id: 1, tipe_approval: '' })).toBe('/menu/approval');
  });
});

describe('ownRequestLink', () => {
  it("opens the person's own request on its own page", () => {
    expect(ownRequestLink({ id: 3, tipe: 'izin' })).toBe('/menu/absensi/izin/3');
    expect(ownRequestLink({ id: 4, tipe: 'koreksi' })).toBe('/menu/absensi/koreksi-kehadiran/4');
    expect(ownRequestLink({ id: 5, tipe: 'reimburse' })).toBe('/menu/reimburse/5');
  });
});
