// The spec's dashboard card links (/menu/izin/{id}, /menu/lembur/{id}, ...) are not registered routes;
// they resolve to the approval detail routes that are: /menu/approval/{tipe}/{id}.
const TYPES: [word: string, route: string][] = [
  ['izin', 'izin'],
  ['lembur', 'lembur'],
  ['koreksi', 'koreksi'],
  ['reimburse', 'reimburse'],
  ['borongan', 'borongan'],
  // "Harian" entries are filed on the same Borongan/Harian screen.
  ['harian', 'borongan'],
  // Decided by HR only (issue 15).
  ['wajah', 'registrasi-wajah'],
  ['offline', 'absen-offline'],
  ['data pribadi', 'data-pribadi'],
];

/** Where a waiting-approval card leads, from its free-text type. */
export function approvalLink(item: { id: number; tipe_approval: string }): string {
  const tipe = item.tipe_approval.toLowerCase();
  const match = TYPES.find(([word]) => tipe.includes(word));
  return match ? `/menu/approval/${match[1]}/${item.id}` : '/menu/approval';
}
