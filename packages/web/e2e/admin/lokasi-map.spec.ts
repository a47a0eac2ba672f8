import { expect, type Locator, test } from '@playwright/test';
import { ADMIN, loginAs } from '../support';

// The location form's map (issue 19), without internet: no tiles, but the marker and the radius circle are drawn,
// clicking the map or dragging the marker sets the typed coordinates, and the circle follows the radius.

test.use({ viewport: { width: 1440, height: 900 } });

const width = async (el: Locator) => (await el.boundingBox())?.width ?? 0;

test('lokasi: HR sets the point on the map and sees the radius circle follow the radius', async ({ page }) => {
  // Tests have no internet: the tile server never answers, as in an office without it.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const nama = `Gudang Peta ${Date.now().toString(36)}`;
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/pengaturan/lokasi/add');
  const map = page.getByRole('region', { name: 'Peta lokasi' });
  await expect(map).toBeVisible();
  const marker = map.getByRole('button', { name: 'Titik lokasi' });
  await expect(marker).toHaveCount(0);

  // A click on the map (it opens on Indonesia) puts the point there: the coordinate fields fill in.
  await map.click();
  await expect(marker).toBeVisible();
  const lat = Number(await page.getByLabel('Latitude').inputValue());
  const lng = Number(await page.getByLabel('Longitude').inputValue());
  expect(lat).toBeGreaterThan(-12);
  expect(lat).toBeLessThan(8);
  expect(lng).toBeGreaterThan(94);
  expect(lng).toBeLessThan(142);

  // Typed coordinates move the point; the circle is drawn around it, and grows with the radius as it is typed.
  await page.getByLabel('Latitude').fill('-6.2088');
  await page.getByLabel('Longitude').fill('106.8456');
  await page.getByLabel('Radius (meter)').fill('20');
  const circle = map.locator('path.leaflet-interactive');
  await expect(circle).toHaveCount(1);
  await expect.poll(() => width(circle)).toBeGreaterThan(0);
  const small = await width(circle);
  await page.getByLabel('Radius (meter)').fill('60');
  await expect.poll(() => width(circle)).toBeGreaterThan(small * 2.5);

  // Dragging the marker sets the coordinates, and the circle goes with it.
  const before = await circle.boundingBox();
  const at = await marker.boundingBox();
  if (!before || !at) throw new Error('marker or circle not drawn');
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  await page.mouse.move(at.x + at.width / 2 + 40, at.y + at.height / 2 + 30, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByLabel('Latitude')).not.toHaveValue('-6.2088');
  const dragged = Number(await page.getByLabel('Latitude').inputValue());
  expect(dragged).toBeLessThan(-6.2088);
  expect(Number(await page.getByLabel('Longitude').inputValue())).toBeGreaterThan(106.8456);
  await expect.poll(async () => (await circle.boundingBox())?.x ?? 0).toBeGreaterThan(before.x + 20);

  await page.getByLabel('Nama Lokasi').fill(nama);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Lokasi berhasil disimpan.')).toBeVisible();
  await page.getByLabel('Cari lokasi').fill(nama);
  await page.getByRole('link', { name: nama }).click();
  // The saved point is on the detail's map.
  await expect(page.getByLabel('Latitude')).toHaveValue(String(dragged));
  await expect(page.getByRole('region', { name: 'Peta lokasi' }).getByRole('button', { name: 'Titik lokasi' })).toBeVisible();
});
