import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SCREEN_ENTRIES } from '../../e2e/a11y-screens';
import { routes } from './router';

// Issue 8: axe checks every screen. The screens it opens are listed in e2e/a11y-screens.ts; this test fails when a
// route of the router has no entry there, so a new page cannot skip the accessibility check.

/** The routes that render a page (no children), with their full paths. */
function pages(list: RouteObject[], parent = ''): { route: RouteObject; path: string }[] {
  return list.flatMap((r) => {
    const path = r.path === undefined ? parent : `${parent}/${r.path}`.replace(/\/+/g, '/');
    return r.children ? pages(r.children, path) : [{ route: r, path: path || '/' }];
  });
}

/** The page route a screen's path opens (ids filled with 1). */
function opened(path: string | ((ids: Record<string, number>) => string)) {
  const url = typeof path === 'string' ? path : path(new Proxy({}, { get: () => 1 }));
  return matchRoutes(routes, url)?.at(-1)?.route;
}

describe('the accessibility check covers the router', () => {
  const all = pages(routes);
  const covered = new Set(SCREEN_ENTRIES.map((e) => opened(e.path)));

  it('opens every page of the router, the not-found pages included', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((p) => !covered.has(p.route)).map((p) => p.path)).toEqual([]);
  });

  it('lists only paths the router serves', () => {
    expect(SCREEN_ENTRIES.filter((e) => !opened(e.path))).toEqual([]);
  });
});
