import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERRORS } from '@hadir/contract';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { announcementRoutes } from './modules/announcements/index.ts';
import { approvalRoutes } from './modules/approvals/index.ts';
import { attendanceRoutes } from './modules/attendance/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { backupRoutes } from './modules/backup/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { fileRoutes } from './modules/files/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { correctionRoutes } from './modules/corrections/index.ts';
import { leaveRoutes } from './modules/leave/index.ts';
import { leaveRequestRoutes } from './modules/leave-requests/index.ts';
import { locationRoutes } from './modules/locations/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { overtimeRequestRoutes } from './modules/overtime-requests/index.ts';
import { payrollRoutes } from './modules/payroll/index.ts';
import { pieceRateRoutes } from './modules/piece-rate/index.ts';
import { privacyRoutes } from './modules/privacy/index.ts';
import { reimbursementRoutes } from './modules/reimbursements/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { roleRoutes } from './modules/roles/index.ts';
import { rosterRoutes, rosterXlsxRoutes, scheduleRoutes, shiftRoutes } from './modules/schedules/index.ts';
import { companyLogoRoutes, settingsRoutes } from './modules/settings/index.ts';
import { userRoutes } from './modules/users/index.ts';
import { iclockRoutes, mesinAbsenRoutes } from './modules/devices/index.ts';
import type { App, Deps } from './platform/app-types.ts';
import { registerAudit } from './platform/audit.ts';
import { registerAccessControl, registerErrorHandler, registerNoStore } from './platform/http.ts';

const MODULES = [
  authRoutes,
  userRoutes,
  roleRoutes,
  settingsRoutes,
  companyLogoRoutes,
  locationRoutes,
  scheduleRoutes,
  rosterRoutes,
  rosterXlsxRoutes,
  shiftRoutes,
  announcementRoutes,
  attendanceRoutes,
  dashboardRoutes,
  fileRoutes,
  approvalRoutes,
  correctionRoutes,
  leaveRoutes,
  leaveRequestRoutes,
  overtimeRequestRoutes,
  reimbursementRoutes,
  pieceRateRoutes,
  reportRoutes,
  payrollRoutes,
  backupRoutes,
  auditRoutes,
  notificationRoutes,
  privacyRoutes,
  mesinAbsenRoutes,
];

export async function buildApp(deps: Deps, opts: { logger?: boolean } = {}): Promise<App> {
  const app = Fastify({
    logger: opts.logger ? { level: deps.config.logLevel } : false,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For only from the proxies named in TRUST_PROXY: req.ip is otherwise the socket's peer.
    trustProxy: deps.config.trustProxy.length ? deps.config.trustProxy : false,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider() as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNoStore(app);
  // The web client sends a JSON content type on every call (spec), bodiless DELETE and logout too.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(req, body as string, done);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // OpenStreetMap's tiles under the maps (clock-in position, locations).
        imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Companies serve this over plain http on a LAN too: upgrading would break every asset there.
        upgradeInsecureRequests: null,
      },
    },
    // Camera and location are what the employee app needs; nothing else.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Permissions-Policy', 'camera=(self), geolocation=(self), microphone=()');
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Hadir API', version: '0.1.0', description: 'Absensi dan back office HR.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // Who may call each operation, in the document itself (the authorization matrix test reads it).
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      return { ...out, schema: { ...out.schema, 'x-akses': input.route.config?.access } };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerAccessControl(app, deps.db);
  registerAudit(app, deps.db);
  await app.register(
    async (api) => {
      const typed = api as unknown as App;
      typed.get('/health', { config: { access: 'public' }, schema: { tags: ['platform'] } }, async () => {
        await deps.db.query('select 1');
        return { status: 'ok', engine: deps.db.engine };
      });
      typed.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
      for (const mod of MODULES) await mod(typed, deps);
    },
    { prefix: '/api' },
  );

  // Fingerprint terminals call /iclock/... with their own plain-text protocol (modules/devices).
  await app.register(iclockRoutes(deps));

  const webDist = deps.config.webDist;
  const indexHtml = webDist ? path.join(webDist, 'index.html') : undefined;
  // The web app is served when it was built before the server started (its files are routes from then on).
  const hasWeb = Boolean(indexHtml && fs.existsSync(indexHtml));
  if (webDist && hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes FILE.br and FILE.gz beside each text file (scripts/precompress.mjs, decision 0025):
      // sent in place of FILE to a browser that accepts them, with Vary: Accept-Encoding. Not routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      // Hashed assets never change; the shell, the service worker and the manifest must always be fresh.
      setHeaders: (reply) => {
        const immutable = reply.request.url.startsWith('/assets/');
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api') || req.method !== 'GET' || !indexHtml || !hasWeb || !fs.existsSync(indexHtml)) {
      return reply.code(404).send({ message: ERRORS.ROUTE_NOT_FOUND.message, code: 'ROUTE_NOT_FOUND' });
    }
    // Client-side routes: the SPA shell decides (including its own 404 pages). Compressed and no-cache as above.
    return reply.code(200).sendFile('index.html');
  });
  return app;
}
