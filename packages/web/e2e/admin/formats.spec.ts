import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, loginAs } from '../support';

// Decision 0026: dates are day/month/year and times 24-hour whatever the browser's language. A native date input
// in an English browser shows mm/dd/yyyy and AM/PM; these specs run the same steps in en-US and id-ID at 1440 px.

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

for (const locale of ['en-US', 'id-ID']) {
  test.describe(`formats in a ${locale} browser`, () => {
    test.use({ locale, viewport: { width: 1440, height: 900 } });

    test('a date is typed and shown day/month/year, the same on the list and the form', async ({ page, baseURL }) => {
      test.slow(); // a whole flow, twice (two locales)
      const nama = `Kantor Format ${tag()}`;
      const api = await adminApi(baseURL!);
      const lokasi = await api.post('/api/lokasi', {
        data: { nama, latitude: -6.2, longitude: 106.8, radius: 100, zona_waktu: 'Asia/Jakarta' },
      });
      expect(lokasi.status()).toBe(201);
      await api.dispose();

      await loginAs(page, ADMIN.username, ADMIN.password);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/admin/pengaturan/gaji/upah-minimum/add');
      const tanggal = page.getByLabel('Berlaku Mulai');
      await expect(tanggal).toHaveAttribute('placeholder', 'hh/bb/tttt');

      // Month-first, as an English browser would have it: 15 is no month, so the field says how to write it.
      await tanggal.pressSequentially('03152031');
      await expect(tanggal).toHaveValue('03/15/2031');
      await tanggal.blur();
      await expect(page.getByText('Tulis tanggal sebagai hari/bulan/tahun, misalnya 23/11/2026.')).toBeVisible();

      // Day first, digits only: the slashes come by themselves.
      await tanggal.fill('');
      await tanggal.pressSequentially('15032031');
      await expect(tanggal).toHaveValue('15/03/2031');
      await page.getByLabel('Lokasi').selectOption({ label: nama });
      await page.getByLabel('Upah Minimum Sebulan (Rp)').fill('5000000');
      await page.getByLabel('Sumber').fill('Keputusan Gubernur Contoh Format');
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Upah minimum berhasil disimpan.')).toBeVisible();

      await page.getByLabel('Lokasi').selectOption({ label: nama });
      const row = page.getByRole('row', { name: new RegExp(nama) });
      await expect(row).toContainText('Sabtu, 15 Maret 2031');
      await expect(row).toContainText('Rp 5.000.000');
      await row.click();
      await expect(page.getByLabel('Berlaku Mulai')).toHaveValue('15/03/2031');

      // The same date again: the server's message writes it the same way as the field.
      await page.goto('/admin/pengaturan/gaji/upah-minimum/add');
      await page.getByLabel('Lokasi').selectOption({ label: nama });
      await page.getByLabel('Berlaku Mulai').fill('2031-03-15');
      await page.getByLabel('Upah Minimum Sebulan (Rp)').fill('5100000');
      await page.getByLabel('Sumber').fill('Keputusan Gubernur Contoh Format 2');
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(
        page.getByRole('main').getByText(`Upah minimum ${nama} yang berlaku mulai 15/03/2031 sudah ada.`, { exact: false }),
      ).toBeVisible();
    });

    test('times are typed and shown 24-hour with a colon', async ({ page }) => {
      await loginAs(page, ADMIN.username, ADMIN.password);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/admin/pengaturan/jadwal-kerja');
      await page.getByRole('button', { name: 'Tambah Jadwal Kerja' }).click();
      await page.getByLabel('Nama Jadwal').fill(`Format ${tag()}`);
      await page.getByLabel('Toleransi Terlambat (menit)').fill('0');
      const masuk = page.getByLabel('Jam masuk Senin');
      await masuk.fill('');
      await masuk.pressSequentially('2130');
      await expect(masuk).toHaveValue('21:30');
      const pulang = page.getByLabel('Jam pulang Senin');
      await pulang.fill('');
      await pulang.pressSequentially('0545');
      await expect(pulang).toHaveValue('05:45');
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Jadwal kerja berhasil disimpan.')).toBeVisible();
      await expect(page.getByRole('row', { name: /Senin/ })).toContainText('21:30');
      await expect(page.getByRole('row', { name: /Senin/ })).not.toContainText(/AM|PM|21\.30/);

      // A moment (date and time) reads '1 Desember 2026 23:05': a colon, never '23.05' or '11:05 PM'.
      await page.goto('/admin/pengaturan/keamanan-privasi');
      await expect(page.getByText(/^Terakhir diubah \d{1,2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}$/)).toBeVisible();
    });
  });
}
