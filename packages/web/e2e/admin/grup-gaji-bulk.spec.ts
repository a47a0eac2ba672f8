import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

// A salary group filled by filter and priced in one grid (issue 16 §4).

test('HR adds everyone matching a filter to a group, then sets their amounts in one grid', async ({ page, baseURL }) => {
  const t = Date.now().toString(36);
  const api = await adminApi(baseURL!);
  const ok = async (res: { status(): number; json(): Promise<any>; text(): Promise<string> }) => {
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).id as number;
  };
  const lokasi = await ok(
    await api.post('/api/lokasi', {
      data: {
        nama: `Pabrik ${t}`,
        alamat: 'Jl. Industri 1',
        latitude: -6.2,
        longitude: 106.8,
        radius: 150,
        zona_waktu: 'Asia/Jakarta',
      },
    }),
  );
  const jabatan = await ok(await api.post('/api/jabatan', { data: { nama: `Operator ${t}` } }));
  const komponen = (await (await api.get('/api/komponen-gaji', { params: { size: 200 } })).json()).items as {
    id: number;
    gaji_pokok: boolean;
  }[];
  const tunjangan = await ok(
    await api.post('/api/komponen-gaji', {
      data: {
        nama: `Tunjangan Shift ${t}`,
        jenis: 'pendapatan',
        cara_hitung: 'persen_gaji_pokok',
        nilai_default: 500,
        objek_pajak: true,
      },
    }),
  );
  const grup = `Produksi ${t}`;
  await ok(
    await api.post('/api/grup-gaji', {
      data: {
        nama: grup,
        komponen: [
          { komponen_gaji_id: komponen.find((k) => k.gaji_pokok)!.id, nilai: 4_000_000 },
          { komponen_gaji_id: tunjangan },
        ],
      },
    }),
  );
  const tetap = { lokasi_id: lokasi, jabatan_id: jabatan, tipe_karyawan: 'Tetap' };
  const people = [];
  for (const huruf of ['A', 'B', 'C']) people.push(await createEmployee(api, { fullname: `Operator ${t} ${huruf}`, ...tetap }));
  const kontrak = await createEmployee(api, { fullname: `Operator ${t} Kontrak`, ...tetap, tipe_karyawan: 'Kontrak' });
  await api.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/pengaturan/gaji/grup-gaji');
  await page.getByLabel('Cari grup gaji').fill(grup);
  await page
    .getByRole('row', { name: new RegExp(grup) })
    .getByRole('link', { name: /karyawan/i })
    .click();
  await expect(page.getByRole('heading', { name: `Karyawan Grup ${grup}` })).toBeVisible();

  await page.getByRole('button', { name: 'Tambah Karyawan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Karyawan' });
  await dialog.getByLabel('Lokasi').selectOption({ label: `Pabrik ${t}` });
  await dialog.getByLabel('Jabatan').selectOption({ label: `Operator ${t}` });
  await dialog.getByLabel('Tipe Karyawan').selectOption('Tetap');
  await dialog.getByLabel('Pilih semua karyawan yang cocok (3)').check();
  await dialog.getByRole('button', { name: 'Tambahkan (3)' }).click();
  await expect(page.getByText(`3 karyawan ditambahkan ke grup gaji ${grup}.`)).toBeVisible();
  for (const p of people) await expect(page.getByRole('row', { name: new RegExp(p.fullname) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(kontrak.fullname) })).toHaveCount(0);

  // The grid: base pay for two, the shift allowance for the third; a percentage above 100 is refused by the server.
  await page.getByRole('button', { name: 'Ubah Nilai Massal' }).click();
  await page.getByLabel(`Gaji Pokok ${people[0].fullname}`).fill('4.500.000');
  await page.getByLabel(`Gaji Pokok ${people[1].fullname}`).fill('4.750.000');
  await page.getByLabel(`Tunjangan Shift ${t} ${people[2].fullname}`).fill('150');
  await expect(page.getByText('3 nilai diubah')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan Semua' }).click();
  await expect(page.getByText(`${people[2].fullname}, Tunjangan Shift ${t}: Persentase maksimal 100%.`).last()).toBeVisible();
  await expect(page.getByLabel(`Tunjangan Shift ${t} ${people[2].fullname}`)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(`Tunjangan Shift ${t} ${people[2].fullname}`).fill('7,5');
  await page.getByRole('button', { name: 'Simpan Semua' }).click();
  await expect(page.getByText('3 nilai gaji karyawan disimpan.')).toBeVisible();
  await expect(page.getByText('0 nilai diubah')).toBeVisible();
  await page.getByRole('button', { name: 'Selesai' }).click();

  await expect(page.getByRole('row', { name: new RegExp(people[0].fullname) })).toContainText('Rp 4.500.000 (khusus)');
  await expect(page.getByRole('row', { name: new RegExp(people[1].fullname) })).toContainText('Rp 4.750.000 (khusus)');
  await expect(page.getByRole('row', { name: new RegExp(people[2].fullname) })).toContainText('7,5% gaji pokok (khusus)');
});
