import { ERRORS, hasAdminRole } from '@hadir/contract';
import { type AdminSection, opensSection, ROLE_ADMIN } from '@hadir/contract/roles';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { opensRoute, sectionOf } from './admin-sections.ts';
import type { Db } from './db.ts';
import { AppError, fromDbError } from './errors.ts';
import { findSessionUser, type SessionUser } from './sessions.ts';

/**
 * Who may call a route: everyone, any signed-in user, Admin/HRD, or Admin alone (backups, reopening a payroll
 * month, the audit log: what HRD must not do on their own). Every /api route declares one.
 */
export type Access = 'public' | 'user' | 'admin' | 'adminOnly';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Reachable while the caller still holds a temporary password (change it, log out, who am I). */
    duringPasswordChange?: boolean;
    /**
     * true: written to the audit log although not an admin route (approval decisions). false: the service writes
     * its own readable entry in the change's transaction (Excel imports), so the hook stays out.
     */
    audit?: boolean;
  }
  interface FastifyRequest {
    session?: SessionUser;
  }
}

/** The signed-in caller; routes with access 'user' or 'admin' always have one. */
export function caller(req: FastifyRequest): SessionUser {
  if (!req.session) throw new AppError('UNAUTHENTICATED');
  return req.session;
}

export function isAdmin(user: SessionUser): boolean {
  return hasAdminRole(user.roles);
}

/** Admin or HRD whose roles open this admin section (custom roles limit HRD, decision 0015). */
export function mayOpenSection(user: SessionUser, section: AdminSection): boolean {
  return isAdmin(user) && opensSection(user.sections, section);
}

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : undefined;
}

export function registerAccessControl(app: FastifyInstance, db: Db) {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access && !route.url.startsWith('/api/docs')) {
      throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access)`);
    }
    for (const method of [route.method].flat()) {
      if (route.config?.access === 'admin' && method !== 'HEAD' && !sectionOf(method, route.url)) {
        throw new Error(`Admin route ${method} ${route.url} has no admin section (platform/admin-sections.ts)`);
      }
    }
  });
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = bearerToken(req);
    const user = token ? await findSessionUser(db, token) : undefined;
    if (!user) throw new AppError('UNAUTHENTICATED');
    req.session = user;
    if (user.mustChangePassword && !req.routeOptions.config?.duringPasswordChange) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED');
    }
    if (access === 'admin') {
      const rule = sectionOf(req.method === 'HEAD' ? 'GET' : req.method, req.routeOptions.url ?? '');
      if (!isAdmin(user) || !rule || !opensRoute(user, rule)) throw new AppError('FORBIDDEN');
    }
    if (access === 'adminOnly' && !user.roles.includes(ROLE_ADMIN)) throw new AppError('FORBIDDEN');
  });
}

/**
 * Every /api answer is personal or live data: no browser or shared cache keeps it, unless a route says
 * otherwise itself (a file sets its own, the API docs' assets theirs).
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
}

function validationErrors(err: FastifyError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const v of err.validation ?? []) {
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(v.params?.missingProperty ?? '_');
    errors[field] ??= v.message ?? ERRORS.VALIDATION_ERROR.message;
  }
  return errors;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).send({ message: err.message, code: err.code, errors: err.errors });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = validationErrors(err);
      const first = Object.values(errors)[0];
      return reply.code(400).send({ message: first ?? ERRORS.VALIDATION_ERROR.message, code: 'VALIDATION_ERROR', errors });
    }
    const dbError = fromDbError(err);
    if (dbError) return reply.code(dbError.status).send({ message: dbError.message, code: dbError.code });
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ message: ERRORS.PAYLOAD_TOO_LARGE.message, code: 'PAYLOAD_TOO_LARGE' });
    if (status === 415)
      return reply.code(415).send({ message: ERRORS.UNSUPPORTED_MEDIA_TYPE.message, code: 'UNSUPPORTED_MEDIA_TYPE' });
    if (status === 429) return reply.code(429).send({ message: ERRORS.TOO_MANY_ATTEMPTS.message, code: 'TOO_MANY_ATTEMPTS' });
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty bodies with a JSON content type and the like.
      return reply.code(400).send({ message: ERRORS.BAD_REQUEST.message, code: 'BAD_REQUEST' });
    }
    req.log.error(err);
    return reply.code(500).send({ message: ERRORS.INTERNAL.message, code: 'INTERNAL' });
  });
}
