import { describe, expect, it } from 'vitest';
import { approvalLink } from './approvalLink';

describe('approvalLink', () => {
  it('sends each request type to its registered approval route', () => {
    expect(approvalLink({ id: 7, tipe_approval: 'Izin' })).toBe('/menu/approval/izin/7');
    expect(approvalLink({ id: 8, tipe_approval: 'Pengajuan LEMBUR' })).toBe('/menu/approval/lembur/8');
    expect(approvalLink({ id: 9, tipe_approval: 'Koreksi Kehadiran' })).toBe('/menu/approval/koreksi/9');
    expect(approvalLink({ id: 10, tipe_approval: 'reimburse' })).toBe('/menu/approval/reimburse/10');
    expect(approvalLink({ id: 11, tipe_approval: 'Absensi Borongan' })).toBe('/menu/approval/borongan/11');
    expect(approvalLink({ id: 12, tipe_approval: 'Absensi Harian' })).toBe('/menu/approval/borongan/12');
  });

  it('falls back to the approval list for an unknown type', () => {
    expect(approvalLink({ id: 1, tipe_approval: 'Cuti Bersama' })).toBe('/menu/approval');
    expect(approvalLink({ id: 1, tipe_approval: '' })).toBe('/menu/approval');
  });
});
