import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { PHOTO_STEP, pattern, SCREEN_ENTRIES, type ScreenPath, type Who } from './a11y-screens';
import { OFFICE, type Seeded, seed } from './a11y-seed';

// Issue 8: axe finds no serious or critical violation on any screen. Every route of the router (app/router.tsx and
// the features' routes.ts) is opened: the employee area at phone width, the admin area at desktop width, with
// real records behind every detail page. One test per screen, so the report names each failing page.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
let seeded: Seeded;

async function toPhotoStep(page: Page) {
  await page.goto('/menu/absensi/pencatatan-waktu/in');
  await page.getByRole('button', { name: 'Lanjut Ambil Foto' }).click();
  await expect(page).toHaveURL(/\/menu\/absensi\/take-photo$/);
  await expect(page.getByRole('button', { name: 'Ambil Foto', exact: true })).toBeEnabled();
}
interface Screen {
  path: ScreenPath;
  who: Who;
  /** How a person reaches a screen that needs state from the one before; otherwise the path is opened. */
  via?: (page: Page) => Promise<void>;
  /** A second state of the same screen, named in the test title. */
  state?: string;
}

const SCREENS: Screen[] = [
  // The photo step takes the GPS fix from the step before (router state): reached the way a person does.
  ...SCREEN_ENTRIES.map((e) => (e.path === PHOTO_STEP ? { ...e, via: toPhotoStep } : e)),
  {
    path: PHOTO_STEP,
    who: 'emp',
    state: 'foto diambil',
    via: async (page) => {
      await toPhotoStep(page);
      // 'ready' can come before the first frame, and a capture without one is ignored.
      await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Ambil Foto', exact: true }).click();
      await expect(page.getByRole('img', { name: 'Foto selfie' })).toBeVisible();
    },
  },
  // Dialogs and menus: axe checks what is open.
  {
    path: (i) => `/menu/approval/koreksi/${i.approvalKoreksi}`,
    who: 'emp',
    state: 'dialog Tolak',
    via: async (page) => {
      await page.goto(`/menu/approval/koreksi/${seeded.ids.approvalKoreksi}`);
      await page.getByRole('button', { name: 'Tolak' }).click();
      await expect(page.getByRole('dialog', { name: 'Tolak Pengajuan' })).toBeVisible();
    },
  },
  {
    path: '/admin',
    who: 'admin',
    state: 'menu pengguna',
    via: async (page) => {
      await page.goto('/admin');
      await page.getByRole('button', { name: seeded.admin.fullname }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    },
  },
  {
    path: (i) => `/admin/pengaturan/jabatan/${i.jabatan}`,
    who: 'admin',
    state: 'konfirmasi Hapus',
    via: async (page) => {
      await page.goto(`/admin/pengaturan/jabatan/${seeded.ids.jabatan}`);
      await page.getByRole('button', { name: 'Hapus' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    path: '/admin/approval/lembur',
    who: 'admin',
    state: 'keputusan massal',
    via: async (page) => {
      await page.goto('/admin/approval/lembur');
      await page.getByLabel('Pilih semua di halaman ini').check();
      await page.getByRole('button', { name: 'Setujui', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    path: (i) => `/admin/pengaturan/gaji/grup-gaji/${i.grup}/list-karyawan`,
    who: 'admin',
    state: 'nilai massal',
    via: async (page) => {
      await page.goto(`/admin/pengaturan/gaji/grup-gaji/${seeded.ids.grup}/list-karyawan`);
      await page.getByRole('button', { name: 'Ubah Nilai Massal' }).click();
      await expect(page.getByRole('button', { name: 'Simpan Semua' })).toBeVisible();
    },
  },
  {
    path: (i) => `/admin/pengaturan/gaji/grup-gaji/${i.grup}/list-karyawan`,
    who: 'admin',
    state: 'tambah karyawan',
    via: async (page) => {
      await page.goto(`/admin/pengaturan/gaji/grup-gaji/${seeded.ids.grup}/list-karyawan`);
      await page.getByRole('button', { name: 'Tambah Karyawan' }).click();
      await expect(page.getByRole('dialog', { name: 'Tambah Karyawan' })).toBeVisible();
    },
  },
  {
    path: '/admin/karyawan/add',
    who: 'admin',
    state: 'data login',
    via: async (page) => {
      await page.goto('/admin/karyawan/add');
      const t = Date.now().toString(36);
      await page.getByLabel('NIP').fill(`A11Y-${t}`);
      await page.getByLabel('Username').fill(`a11y.${t}`);
      await page.getByLabel('Nama Lengkap').fill(`Sinta Dewi ${t}`);
      await page.getByLabel('Nomor HP').fill('081234567890');
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByRole('dialog', { name: 'Password Sementara' })).toBeVisible();
      // The success toast (an alert) closes by itself.
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
  },
];

/**
 * The person's one tab at their width, signed in by putting their session where the login page puts it, kept for
 * the whole file: each screen is a full page load in it, as when a person types an address. Its cached scripts and
 * styles make each load a page load, not a first visit (a fresh context per screen cost ~0.4 s more each), and its
 * renderer process stays up (a new tab per screen cost ~0.5 s more each, and the walk over every screen is most of
 * CI's browser time).
 */
const tabs = new Map<Who, Promise<Page>>();
function tabOf(browser: Browser, baseURL: string, who: Who): Promise<Page> {
  let tab = tabs.get(who);
  if (!tab) {
    tab = browser
      .newContext({
        baseURL,
        viewport: who === 'admin' ? DESKTOP : PHONE,
        locale: 'id-ID',
        timezoneId: 'Asia/Jakarta',
        geolocation: OFFICE,
        permissions: ['geolocation'],
        serviceWorkers: 'block',
      })
      .then(async (c) => {
        const s = who === 'guest' ? null : seeded[who];
        if (s) {
          await c.addInitScript((v) => {
            localStorage.setItem('access_token', v.token);
            localStorage.setItem('user_role', v.role);
            localStorage.setItem('user', JSON.stringify({ userRole: v.role, username: v.username, fullname: v.fullname }));
          }, s);
        }
        return c.newPage();
      });
    tabs.set(who, tab);
  }
  return tab;
}

test.describe('axe: no serious or critical violation', () => {
  // Seeded once per run: a failing screen restarts the worker, and the next one reuses the same records.
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const info = test.info();
    // Beside the run's fresh database folder (playwright.config.ts), so a new run seeds anew.
    const file = `${process.env.HADIR_E2E_DATA ?? path.join(os.tmpdir(), 'hadir-e2e')}-a11y-seed.json`;
    if (fs.existsSync(file)) seeded = JSON.parse(fs.readFileSync(file, 'utf8'));
    else {
      seeded = await seed(info.project.use.baseURL as string);
      fs.writeFileSync(file, JSON.stringify(seeded));
    }
  });

  test.afterAll(async () => {
    for (const tab of tabs.values()) await (await tab).context().close();
    tabs.clear();
  });

  for (const screen of SCREENS) {
    const label = pattern(screen.path);
    const title = `${screen.who === 'admin' ? 'desktop' : 'phone'} ${label}${screen.state ? ` (${screen.state})` : ''}`;
    test(title, async ({ browser }, info) => {
      const path = typeof screen.path === 'string' ? screen.path : screen.path(seeded.ids);
      const page = await tabOf(browser, info.project.use.baseURL as string, screen.who);
      await (screen.via ? screen.via(page) : page.goto(path));
      // Rendered, and no list or record still loading.
      await expect(page.locator('#root > *').first()).toBeVisible();
      await expect(page.locator('main, h1').first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Memuat/ })).toHaveCount(0);
      // The screen itself, not a redirect (to login, say) or an error in place of the record.
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole('alert')).toHaveCount(0);
      // Colours as they settle, not mid-transition (a button fading from its disabled colour as the camera starts).
      await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
      const { violations } = await new AxeBuilder({ page }).analyze();
      const found = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) =>
          v.nodes.map((n) => `${path} [${v.impact}] ${v.id}: ${n.target.join(' ')} - ${n.any[0]?.message ?? v.help}`),
        );
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
