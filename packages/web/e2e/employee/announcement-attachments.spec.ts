import { expect, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

// An announcement's attachments on the employee's detail (issue 19), at phone width: listed and downloadable.

test.use({ viewport: { width: 360, height: 780 } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('an employee reads a formatted announcement and downloads its attachment', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const judul = `Edaran Seragam ${Date.now().toString(36)}`;
  const upload = await api.post('/api/files', {
    multipart: { file: { name: 'ukuran-seragam.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const file = await upload.json();
  const created = await api.post('/api/pengumuman/admin', {
    data: {
      judul,
      isi: '<h2>Seragam Baru</h2><p>Isi <strong>ukuran Anda</strong> sesuai tabel.</p><ul><li><p>Kemeja</p></li></ul>',
      lampiran_ids: [file.id],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const emp = await createEmployee(api);
  await api.dispose();

  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/menu/pengumuman');
  await page.getByRole('link', { name: new RegExp(judul) }).click();
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: 'Seragam Baru' })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('ukuran Anda');
  await expect(article.getByRole('listitem').filter({ hasText: 'Kemeja' })).toBeVisible();

  const lampiran = page.getByRole('list', { name: 'Lampiran' });
  await expect(lampiran).toContainText('ukuran-seragam.pdf');
  await lampiran.getByRole('button', { name: 'ukuran-seragam.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: 'ukuran-seragam.pdf' });
  const download = page.waitForEvent('download');
  await viewer.getByRole('link', { name: 'Unduh ukuran-seragam.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('ukuran-seragam.pdf');
});
