import { expect, test } from '@playwright/test';
import { ADMIN, loginAs } from '../support';

test('the Admin makes a backup, sees it listed and downloads it; sets the daily schedule', async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Backup' }).click();
  await expect(page).toHaveURL(/\/admin\/backup$/);
  await expect(page.getByRole('heading', { name: 'Backup Data' })).toBeVisible();

  await page.getByRole('button', { name: 'Buat Backup Sekarang' }).click();
  await expect(page.getByText('Backup berhasil dibuat.')).toBeVisible();
  const row = page.getByRole('row', { name: /hadir-backup-\d{8}-\d{6}-[0-9a-f]{6}\.tar\.gz/ }).first();
  await expect(row).toContainText(/\d+ tabel · [\d.]+ baris · \d+ berkas/);
  const name = (await row.locator('.font-mono').textContent())?.trim();

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Unduh' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);

  await page.getByLabel('Buat backup otomatis setiap hari').check();
  await page.getByLabel('Jam Backup (WIB)').selectOption('2');
  await page.getByLabel('Simpan Backup Otomatis Terakhir').fill('5');
  await page.getByRole('button', { name: 'Simpan Jadwal' }).click();
  await expect(page.getByText('Jadwal backup berhasil disimpan.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Jam Backup (WIB)')).toHaveValue('2');
  await expect(page.getByLabel('Buat backup otomatis setiap hari')).toBeChecked();
  await expect(page.getByLabel('Simpan Backup Otomatis Terakhir')).toHaveValue('5');
  // Off again: the shared test server must not start a scheduled backup while other specs run.
  await page.getByLabel('Buat backup otomatis setiap hari').uncheck();
  await page.getByRole('button', { name: 'Simpan Jadwal' }).click();
  await expect(page.getByText('Jadwal backup berhasil disimpan.').first()).toBeVisible();

  // A restore asks for the word before it can start. The upload is no archive, so nothing is replaced: refused
  // as such, or earlier as this instance holds data when other specs ran first.
  await page
    .getByLabel('Berkas Backup (.tar.gz)')
    .setInputFiles({ name: 'x.tar.gz', mimeType: 'application/gzip', buffer: Buffer.from('x') });
  await page.getByRole('button', { name: 'Pulihkan dari Backup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pulihkan Backup?' });
  await expect(dialog.getByRole('button', { name: 'Pulihkan' })).toBeDisabled();
  await dialog.getByLabel('Konfirmasi').fill('PULIHKAN');
  await dialog.getByRole('button', { name: 'Pulihkan' }).click();
  await expect(
    page.getByText(/^(Berkas bukan backup Hadir atau rusak\.|Pemulihan hanya ke instalasi yang masih kosong .*)$/),
  ).toBeVisible();
});
