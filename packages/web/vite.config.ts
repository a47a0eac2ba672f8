import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = path.resolve(import.meta.dirname, '../..');

/** Writes .vite/chunks.json (chunk -> static imports and source modules) for scripts/check-weight.mjs. */
function chunkMap(): Plugin {
  return {
    name: 'hadir-chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunkList = Object.values(bundle).filter((item) => item.type === 'chunk');
      // The service worker build has no page entry.
      if (!chunkList.some((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'))) return;
      const chunks: Record<string, unknown> = {};
      for (const item of chunkList) {
        chunks[item.fileName] = {
          isEntry: item.isEntry,
          imports: item.imports,
          modules: item.moduleIds.map((id) => path.relative(root, id.replace(/\0/g, '')).split(path.sep).join('/')),
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks) });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    chunkMap(),
    tailwindcss(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // Our own worker (sw/sw.ts) for Web Push; workbox still injects and serves the precache list.
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
        rollupFormat: 'iife',
      },
      manifest: {
        name: 'Hadir',
        short_name: 'Hadir',
        description: 'Absensi dan HR',
        lang: 'id',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1d4ed8',
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } } },
  },
});
