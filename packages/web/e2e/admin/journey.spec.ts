import { devices, expect, test } from '@playwright/test';
import { ADMIN, adminApi, loginAs } from '../support';

// The foundation's promise end to end: the first Admin sets up the company, adds an employee and an
// announcement; the employee signs in on a phone, replaces the temporary password and reads it.
test('admin sets up the company and an employee reads the announcement on a phone', async ({ page, browser, baseURL }) => {
  const t = Date.now().toString(36);
  const api = await adminApi(baseURL!);
  const ok = async (res: Awaited<ReturnType<typeof api.post>>): Promise<{ id: number }> => {
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as { id: number };
  };
  const jabatan = await ok(await api.post('/api/jabatan', { data: { nama: `Teknisi ${t}` } }));
  const lokasi = await ok(
    await api.post('/api/lokasi', {
      data: {
        nama: `Gudang Makassar ${t}`,
        alamat: 'Jl. Urip Sumoharjo',
        latitude: -5.14,
        longitude: 119.43,
        radius: 200,
        zona_waktu: 'Asia/Makassar',
      },
    }),
  );
  const days = [1, 2, 3, 4, 5, 6, 7].map((hari) => ({ hari, libur: false, jam_masuk: '08:00', jam_pulang: '17:00' }));
  const jadwal = await ok(
    await api.post('/api/jadwal-kerja', { data: { nama: `Setiap Hari ${t}`, toleransi_terlambat: 10, hari: days } }),
  );
  await api.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/karyawan/add');
  await page.getByLabel('NIP').fill(`J-${t}`);
  await page.getByLabel('Username').fill(`teknisi.${t}`);
  await page.getByLabel('Nama Lengkap').fill(`Dewi Anggraini ${t}`);
  await page.getByLabel('Jabatan').selectOption(String(jabatan.id));
  await page.getByLabel('Lokasi').selectOption(String(lokasi.id));
  await page.getByLabel('Jadwal Kerja').selectOption(String(jadwal.id));
  await page.getByRole('button', { name: 'Simpan' }).click();
  const modal = page.getByRole('dialog', { name: 'Password Sementara' });
  const temporary = (await modal.getByTestId('password-sementara').textContent())!.trim();
  await modal.getByRole('button', { name: 'Tutup' }).click();

  const judul = `Libur bersama ${t}`;
  await page.goto('/admin/pengumuman/add');
  await page.getByLabel('Judul').fill(judul);
  await page.getByRole('textbox', { name: 'Isi' }).fill('Kantor tutup pada tanggal 24 Desember.');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pengumuman berhasil disimpan.')).toBeVisible();

  const phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'id-ID', timezoneId: 'Asia/Makassar' });
  const employee = await phone.newPage();
  await loginAs(employee, `teknisi.${t}`, temporary);
  await expect(employee).toHaveURL(/\/profile\/change-password$/);
  await employee.getByLabel('Password Lama').fill(temporary);
  await employee.getByLabel('Password Baru', { exact: true }).fill('MakassarPagi2026');
  await employee.getByLabel('Konfirmasi Password Baru').fill('MakassarPagi2026');
  await employee.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(employee.getByText('Password berhasil diubah.')).toBeVisible();

  await employee.goto('/');
  await employee.getByRole('dialog', { name: 'Daftarkan Wajah Anda' }).getByRole('button', { name: 'Nanti saja' }).click();
  await expect(employee.getByRole('heading', { name: `Dewi Anggraini ${t}` })).toBeVisible();
  const card = employee.getByRole('region', { name: 'Absensi hari ini' });
  await expect(card.getByText(`Setiap Hari ${t} (08:00 - 17:00)`)).toBeVisible();
  await employee.getByRole('link', { name: new RegExp(judul) }).click();
  await expect(employee.getByRole('heading', { name: judul })).toBeVisible();
  await expect(employee.getByText('Kantor tutup pada tanggal 24 Desember.')).toBeVisible();
  // The phone layout is the capped employee area.
  expect((await employee.viewportSize())!.width).toBeLessThan(500);
  await phone.close();
});
