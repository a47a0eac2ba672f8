import { XMLBuilder } from 'fast-xml-parser';

// Coretax e-Bupot PPh 21 bulk-import XML (pure writers). The layout follows DJP's import templates and their
// converters ("Template XML dan Converter Excel ke XML", pajak.go.id): BPMP (MmPayrollBulk, v.3), BP21 (Bp21Bulk,
// v.4) and BPA1 (A1Bulk). Root, element names and order were learned from two public sources that agree:
// the field tables of the template converter in the `coretax xml converter` projects (FORMATS: root, list, item,
// each field's tag, type, required/nillable, enums) and generators that import into Coretax (SiGaji's
// ebupotBuildMmPayrollXml/Bp21Xml, VerozTax's A1 export, a Coretax BPA1/BPMP test suite validating against the XSD
// DJP ships inside its Excel converters). Own code; no file of theirs is copied.
//
// Formats: every amount a whole rupiah integer; Rate a percentage (0.25 = 0,25 %); dates xs:date yyyy-MM-dd;
// TIN the withholder's 16-digit NPWP; IDPlaceOfBusinessActivity its 22-digit ID TKU; an empty optional element is
// written xsi:nil="true" as DJP's samples do.

export const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/** Coretax tax object codes (kode objek pajak) the payroll files use. */
export const KODE_OBJEK_PAJAK = {
  /** Penghasilan pegawai tetap (BPMP, BPA1). */
  pegawaiTetap: '21-100-01',
  /** Upah pegawai tidak tetap dibayarkan secara harian, mingguan, satuan atau borongan, <= Rp2.500.000 sehari. */
  tidakTetapHarian: '21-100-24',
} as const;

type Nilai = string | number | null;
type Elemen = [tag: string, nilai: Nilai];

const builder = new XMLBuilder({
  ignoreAttributes: false,
  format: true,
  indentBy: '\t',
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
});

/** An element per pair, in order; null becomes `<Tag xsi:nil="true"/>`. */
const record = (elemen: Elemen[]) =>
  Object.fromEntries(elemen.map(([tag, v]) => [tag, v === null ? { '@_xsi:nil': 'true' } : String(v)]));

function bulk(root: string, list: string, item: string, tin: string, rows: Elemen[][]): Buffer {
  const xml = builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8', '@_standalone': 'yes' },
    [root]: { '@_xmlns:xsi': XSI, TIN: tin, [list]: rows.length ? { [item]: rows.map(record) } : '' },
  });
  return Buffer.from(xml, 'utf8');
}

export interface Pemotong {
  /** 16 digits. */
  npwp: string;
  /** 22 digits. */
  id_tku: string;
}

/** Basis points as Coretax's percentage: 25 -> '0.25', 500 -> '5'. */
export const ratePersen = (bp: number) => String(bp / 100);

export interface BpmpRow {
  bulan: number;
  tahun: number;
  /** NIK (or 16-digit NPWP). */
  tin: string;
  status_ptkp: string;
  posisi: string;
  bruto: number;
  /** TER rate, basis points. */
  tarif_bp: number;
  tanggal_potong: string;
}

/** BPMP: monthly withholding slips of permanent employees (TER), MmPayrollBulk. */
export function bpmpXml(p: Pemotong, rows: BpmpRow[]): Buffer {
  return bulk(
    'MmPayrollBulk',
    'ListOfMmPayroll',
    'MmPayroll',
    p.npwp,
    rows.map((r) => [
      ['TaxPeriodMonth', r.bulan],
      ['TaxPeriodYear', r.tahun],
      ['CounterpartOpt', 'Resident'],
      ['CounterpartPassport', null],
      ['CounterpartTin', r.tin],
      ['StatusTaxExemption', r.status_ptkp],
      ['Position', r.posisi],
      ['TaxCertificate', 'N/A'],
      ['TaxObjectCode', KODE_OBJEK_PAJAK.pegawaiTetap],
      ['Gross', r.bruto],
      ['Rate', ratePersen(r.tarif_bp)],
      ['IDPlaceOfBusinessActivity', p.id_tku],
      ['WithholdingDate', r.tanggal_potong],
    ]),
  );
}

export interface Bp21Row {
  bulan: number;
  tahun: number;
  tin: string;
  status_ptkp: string;
  bruto: number;
  /** Percentage as Coretax writes it ('0.5'). */
  tarif: string;
  /** The payment the withholding is on: the run and the employee. */
  nomor_dokumen: string;
  tanggal_dokumen: string;
  tanggal_potong: string;
}

/** BP21: withholding slips of non-permanent and daily workers, Bp21Bulk. */
export function bp21Xml(p: Pemotong, rows: Bp21Row[]): Buffer {
  return bulk(
    'Bp21Bulk',
    'ListOfBp21',
    'Bp21',
    p.npwp,
    rows.map((r) => [
      ['TaxPeriodMonth', r.bulan],
      ['TaxPeriodYear', r.tahun],
      ['CounterpartTin', r.tin],
      // The recipient's place of business: an individual's is the NIK/NPWP followed by 000000.
      ['IDPlaceOfBusinessActivityOfIncomeRecipient', `${r.tin}000000`],
      ['StatusTaxExemption', r.status_ptkp],
      ['TaxCertificate', 'N/A'],
      ['TaxObjectCode', KODE_OBJEK_PAJAK.tidakTetapHarian],
      ['Gross', r.bruto],
      // Wages are taxed on their whole gross (no deemed part).
      ['Deemed', 100],
      ['Rate', r.tarif],
      ['Document', 'PaymentProof'],
      ['DocumentNumber', r.nomor_dokumen],
      ['DocumentDate', r.tanggal_dokumen],
      ['IDPlaceOfBusinessActivity', p.id_tku],
      ['WithholdingDate', r.tanggal_potong],
    ]),
  );
}

export interface A1Row {
  bulan_awal: number;
  bulan_akhir: number;
  tahun: number;
  tin: string;
  status_ptkp: string;
  posisi: string;
  /** Months worked; 0 for a full year, as the template asks. */
  jumlah_bulan: number;
  gaji: number;
  tunjangan_lain: number;
  premi_asuransi: number;
  thr_bonus: number;
  iuran_pensiun: number;
  tanggal_potong: string;
}

/** BPA1: the annual slip of a permanent employee (December or the month they leave), A1Bulk. */
export function a1Xml(p: Pemotong, rows: A1Row[]): Buffer {
  return bulk(
    'A1Bulk',
    'ListOfA1',
    'A1',
    p.npwp,
    rows.map((r) => [
      ['WorkForSecondEmployer', 'No'],
      ['TaxPeriodMonthStart', r.bulan_awal],
      ['TaxPeriodMonthEnd', r.bulan_akhir],
      ['TaxPeriodYear', r.tahun],
      ['CounterpartOpt', 'Resident'],
      ['CounterpartPassport', null],
      ['CounterpartTin', r.tin],
      ['TaxExemptOpt', r.status_ptkp],
      ['StatusOfWithholding', r.bulan_awal === 1 && r.bulan_akhir === 12 ? 'FullYear' : 'PartialYear'],
      ['CounterpartPosition', r.posisi],
      ['TaxObjectCode', KODE_OBJEK_PAJAK.pegawaiTetap],
      ['NumberOfMonths', r.jumlah_bulan],
      ['SalaryPensionJhtTht', r.gaji],
      ['GrossUpOpt', 'No'],
      ['IncomeTaxBenefit', 0],
      ['OtherBenefit', r.tunjangan_lain],
      ['Honorarium', 0],
      ['InsurancePaidByEmployer', r.premi_asuransi],
      ['Natura', 0],
      ['TantiemBonusThr', r.thr_bonus],
      ['PensionContributionJhtThtFee', r.iuran_pensiun],
      ['Zakat', 0],
      ['PrevWhTaxSlip', null],
      ['TaxCertificate', 'N/A'],
      // DJP's sample leaves it 0: Coretax computes the year's tax from the figures above.
      ['Article21IncomeTax', 0],
      ['IDPlaceOfBusinessActivity', p.id_tku],
      ['WithholdingDate', r.tanggal_potong],
    ]),
  );
}
