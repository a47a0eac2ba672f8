import { expect, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

// Decision 0026: the employee area writes dates day/month/year and times 24-hour whatever the phone's language.
// The same steps in an en-US and an id-ID browser at 360 px.

const BULAN = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** Next week's Tuesday in Jakarta (the employee has no location, so Jakarta is their zone). */
function nextTuesday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + (8 - (d.getUTCDay() || 7)) + 1);
  return d.toISOString().slice(0, 10);
}

for (const locale of ['en-US', 'id-ID']) {
  test.describe(`formats in a ${locale} phone`, () => {
    test.use({ locale, viewport: { width: 360, height: 780 } });

    test('overtime: the date typed day/month/year, times 24-hour, the same date on the list and the detail', async ({
      page,
      baseURL,
    }) => {
      test.slow(); // a whole flow, twice (two locales)
      const api = await adminApi(baseURL!);
      const hari = [1, 2, 3, 4, 5, 6, 7].map((d) =>
        d <= 5 ? { hari: d, libur: false, jam_masuk: '08:00', jam_pulang: '17:00' } : { hari: d, libur: true },
      );
      const jadwal = await api.post('/api/jadwal-kerja', {
        data: { nama: `Kantor Format ${Date.now().toString(36)}`, toleransi_terlambat: 0, hari },
      });
      expect(jadwal.status()).toBe(201);
      const pic = await createEmployee(api);
      const emp = await createEmployee(api, { pic_ids: [pic.id], jadwal_kerja_id: (await jadwal.json()).id });
      await api.dispose();

      const iso = nextTuesday();
      const [y, m, d] = iso.split('-');
      const panjang = `${Number(d)} ${BULAN[Number(m) - 1]} ${y}`;

      await loginAs(page, emp.username, emp.password);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/menu/absensi/lembur/add');
      const tanggal = page.getByLabel('Tanggal');
      await tanggal.fill(''); // the form offers today's date
      await tanggal.pressSequentially(`${d}${m}${y}`);
      await expect(tanggal).toHaveValue(`${d}/${m}/${y}`);
      const mulai = page.getByLabel('Jam Mulai');
      await mulai.fill('');
      await mulai.pressSequentially('1700');
      await expect(mulai).toHaveValue('17:00');
      const selesai = page.getByLabel('Jam Selesai');
      await selesai.fill('');
      await selesai.pressSequentially('2000');
      await expect(selesai).toHaveValue('20:00');
      await expect(page.getByRole('region', { name: 'Rincian upah lembur' }).getByText('3 jam', { exact: true })).toBeVisible();
      await page.getByLabel('Alasan').fill('Menghitung stok akhir bulan');
      await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
      await expect(page.getByText('Pengajuan lembur berhasil dikirim.')).toBeVisible();

      // The detail: the date in words, times with a colon, the submission moment 24-hour.
      await expect(page).toHaveURL(/\/menu\/absensi\/lembur\/\d+$/);
      await expect(page.getByRole('heading', { name: panjang })).toBeVisible();
      await expect(page.getByText('17:00 – 20:00')).toBeVisible();
      const diajukan = page.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}$/);
      await expect(diajukan).toBeVisible();

      // The list writes the same date the same way.
      await page.goto('/menu/absensi/lembur');
      const list = page.getByRole('list', { name: 'Daftar lembur' });
      await expect(list.getByText(panjang, { exact: true })).toBeVisible();
      await expect(list.getByText(/^Diajukan \d{1,2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}$/)).toBeVisible();
      await expect(list).not.toContainText(/AM|PM/);

      // Nothing at 360 px is wider than the screen.
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(360);
    });
  });
}
