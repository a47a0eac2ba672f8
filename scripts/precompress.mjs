// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built web app (decision 0025): the
// server sends the one the browser accepts (@fastify/static preCompressed), so a phone downloads ~77 KB of main
// JavaScript instead of 251 KB, with no compression work per request. Run by the web build after `vite build`.
// Usage: node scripts/precompress.mjs [DIR] (default packages/web/dist).
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text. Images (png) are compressed already. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|wasm)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

/** Brotli at its highest quality (11): slow to write, once per build; as fast to read as any other level. */
export const brotliBytes = (data) =>
  brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
export const gzipBytes = (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION });

function textFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // .vite/ holds the build's own notes (chunks.json), which the server does not serve.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...textFiles(full));
    else if (TEXT.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * Compresses every text file of `dir` of at least MIN_BYTES into FILE.br and FILE.gz, each kept only when smaller
 * than the file; a stale copy from an earlier build is removed. Returns what it wrote, for the build's log.
 */
export async function precompress(dir) {
  const written = [];
  for (const file of textFiles(dir)) {
    const data = fs.readFileSync(file);
    const sizes = { file: path.relative(dir, file).split(path.sep).join('/'), bytes: data.length, br: 0, gzip: 0 };
    for (const [ext, key, compress] of [
      ['.br', 'br', brotliBytes],
      ['.gz', 'gzip', gzipBytes],
    ]) {
      const target = file + ext;
      const packed = data.length >= MIN_BYTES ? await compress(data) : undefined;
      if (packed && packed.length < data.length) {
        fs.writeFileSync(target, packed);
        sizes[key] = packed.length;
      } else {
        fs.rmSync(target, { force: true });
      }
    }
    if (sizes.br || sizes.gzip) written.push(sizes);
  }
  return written;
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../packages/web/dist'));
  const written = await precompress(dir);
  const total = (key) => written.reduce((sum, w) => sum + w[key], 0);
  console.log(
    `precompress: ${written.length} files in ${path.relative(process.cwd(), dir) || '.'}: ` +
      `${(total('bytes') / 1000).toFixed(1)} kB -> ${(total('br') / 1000).toFixed(1)} kB brotli, ${(total('gzip') / 1000).toFixed(1)} kB gzip`,
  );
}
