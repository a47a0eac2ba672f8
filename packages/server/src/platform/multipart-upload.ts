import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

// The one reader of single-file uploads (multipart/form-data, register @fastify/multipart on the route's scope):
// attachments, the company logo, Excel imports; and the opening of a streamed one (a backup to restore). Every way the body can be wrong is the sender's to fix and answers
// 4xx: too large 413, more or fewer than one file 400, and a body the parser cannot read (cut off, a boundary that
// never comes, a malformed part header) 400, not a server error.

export interface UploadRules {
  maxBytes: number;
  /** 415 when the request is not multipart/form-data. */
  notMultipart: string;
  /** 413 over maxBytes. */
  tooLarge: string;
  /** 400 for none or more than one file. */
  oneFile: string;
  /** Form fields allowed beside the file. */
  fields?: number;
}

export const UNREADABLE = 'Berkas tidak dapat dibaca. Coba unggah lagi.';

/** The request's one file, fully read. */
export async function readOneUpload(req: FastifyRequest, rules: UploadRules): Promise<{ bytes: Buffer; filename: string }> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', rules.notMultipart);
  let found: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: rules.maxBytes, files: 1, fields: rules.fields ?? 10 } })) {
      if (part.type === 'file') found = { bytes: await part.toBuffer(), filename: part.filename };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', rules.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', rules.oneFile);
    // Anything else is the body itself: busboy's "Unexpected end of form" and the like carry no FST_ code.
    throw new AppError('BAD_REQUEST', UNREADABLE);
  }
  if (!found) throw new AppError('BAD_REQUEST', rules.oneFile);
  return found;
}

/**
 * The request's first file as a stream, for uploads too large to hold (the caller reads it to the end); a body whose
 * part headers cannot be read is a 400 like above. Errors of the file's bytes come from the stream, to its reader.
 */
export async function openUpload(req: FastifyRequest): Promise<MultipartFile | undefined> {
  try {
    return await req.file();
  } catch {
    throw new AppError('BAD_REQUEST', UNREADABLE);
  }
}
