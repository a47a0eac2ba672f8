import { z } from 'zod';
import { zPage, zText } from './common/schemas.ts';
import { ADMIN_SECTIONS } from './roles.ts';

// Role management's requests and answers; the role names and the guard's role rules are roles.ts (zod-free).

// ---- Roles (role management: custom roles and the admin sections each opens) ----
export const zRoleRequest = z.object({
  nama: zText('Nama role', 50).refine((n) => !n.includes(','), 'Nama role tidak boleh mengandung koma.'),
  bagian: z
    .array(z.enum(ADMIN_SECTIONS, { error: 'Bagian admin tidak dikenal.' }), { error: 'Bagian admin wajib diisi.' })
    .min(1, 'Pilih minimal satu bagian admin.')
    .max(ADMIN_SECTIONS.length)
    .transform((b) => [...new Set(b)]),
});
export type RoleRequest = z.infer<typeof zRoleRequest>;
export const zRole = z.object({
  id: z.number(),
  nama: z.string(),
  /** Admin, HRD and Karyawan: built in, cannot be changed or removed. */
  builtin: z.boolean(),
  /** Admin sections a custom role opens; empty for the built-in roles (Admin and HRD open every section). */
  bagian: z.array(z.enum(ADMIN_SECTIONS)),
  /** Active users holding the role. */
  jumlah_pengguna: z.number(),
});
export type Role = z.infer<typeof zRole>;
export const zRoleList = zPage(zRole);
