import type { z } from 'zod';

// The message of a check that gives none of its own, as a plain Indonesian sentence naming the field (issue 15):
// zod's locale text ("Input tidak valid: diharapkan string, diterima array") is for developers, not people.

type Issue = z.core.$ZodRawIssue;

/** Names of the API's own (often English) parameters, as a person knows them. */
const NAMES: Record<string, string> = {
  page: 'Halaman',
  size: 'Jumlah per halaman',
  search: 'Pencarian',
  id: 'Nomor data',
  user_id: 'Karyawan',
  'start-date': 'Tanggal mulai',
  'end-date': 'Tanggal selesai',
  fcm_token: 'Token notifikasi',
  lampiran_ids: 'Lampiran',
};

/** 'tanggal_mulai' -> 'Tanggal mulai'; the whole body when the path names no field. */
function fieldName(path: PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((k): k is string => typeof k === 'string');
  if (!key) return 'Data yang dikirim';
  if (Object.hasOwn(NAMES, key)) return NAMES[key];
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Isian';
}

const number = (n: number | bigint) => (typeof n === 'bigint' ? n.toString() : n.toLocaleString('id-ID'));

const KIND: Record<string, string> = {
  string: 'teks',
  number: 'angka',
  int: 'bilangan bulat',
  bigint: 'bilangan bulat',
  boolean: 'ya atau tidak',
  array: 'daftar',
  date: 'tanggal',
};

const FORMAT: Record<string, string> = {
  email: 'alamat email yang benar',
  url: 'alamat web yang benar',
  date: 'tanggal yang benar (tahun-bulan-tanggal)',
  datetime: 'tanggal dan jam yang benar',
  time: 'jam yang benar (jam:menit)',
  uuid: 'kode yang benar',
  base64: 'data gambar yang benar',
  base64url: 'data yang benar',
};

const SIZED: Record<string, string> = { string: 'karakter', array: 'pilihan', set: 'pilihan', file: 'byte' };

/** A plain sentence for an issue, or undefined to keep zod's own (never reached for the kinds zod has today). */
export function plainMessage(issue: Issue): string | undefined {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return `${field} wajib diisi.`;
      const kind = KIND[issue.expected];
      return kind ? `${field} harus berupa ${kind}.` : `${field} tidak sesuai format.`;
    }
    case 'too_small': {
      const unit = SIZED[issue.origin];
      const min = Number(issue.minimum);
      if (unit && min <= 1 && issue.inclusive !== false) {
        return unit === 'pilihan' ? `${field} wajib dipilih minimal satu.` : `${field} wajib diisi.`;
      }
      if (unit) return `${field} minimal ${number(issue.minimum)} ${unit}.`;
      return issue.inclusive === false
        ? `${field} harus lebih dari ${number(issue.minimum)}.`
        : `${field} minimal ${number(issue.minimum)}.`;
    }
    case 'too_big': {
      const unit = SIZED[issue.origin];
      if (unit) return `${field} maksimal ${number(issue.maximum)} ${unit}.`;
      return issue.inclusive === false
        ? `${field} harus kurang dari ${number(issue.maximum)}.`
        : `${field} maksimal ${number(issue.maximum)}.`;
    }
    case 'invalid_format': {
      const format = FORMAT[issue.format];
      return format ? `${field} harus berupa ${format}.` : `${field} tidak sesuai format.`;
    }
    case 'not_multiple_of':
      return `${field} harus kelipatan ${number(Number(issue.divisor))}.`;
    case 'unrecognized_keys':
      return `${issue.keys.length > 1 ? 'Ada isian' : 'Isian'} yang tidak dikenal: ${issue.keys.map((k) => fieldName([k]).toLowerCase()).join(', ')}.`;
    case 'invalid_value': {
      const choices = issue.values.filter((v) => typeof v === 'string' || typeof v === 'number');
      if (choices.length > 0 && choices.length <= 8 && choices.length === issue.values.length) {
        return choices.length === 1
          ? `${field} harus ${String(choices[0])}.`
          : `${field} harus salah satu dari: ${choices.join(', ')}.`;
      }
      return `${field} tidak sesuai pilihan yang tersedia.`;
    }
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return `${field} tidak sesuai.`;
    default:
      return undefined;
  }
}
