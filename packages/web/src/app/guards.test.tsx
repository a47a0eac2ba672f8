import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from './guards';

function renderAt(path: string, roles?: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>halaman login</p> },
      { path: '/rahasia', element: <RequireAuth roles={roles}>isi rahasia</RequireAuth> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => localStorage.clear());

describe('route guard (spec section 5)', () => {
  it('sends a visitor with no access token to login', () => {
    const router = renderAt('/rahasia');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('splits the stored roles on commas and trims them', () => {
    localStorage.setItem('access_token', 't');
    localStorage.setItem('user_role', 'Karyawan , HRD');
    renderAt('/rahasia', ['Admin', 'HRD']);
    expect(screen.getByText('isi rahasia')).toBeTruthy();
  });

  it('shows the admin Not Found page when an admin route role does not match', () => {
    localStorage.setItem('access_token', 't');
    localStorage.setItem('user_role', 'Karyawan');
    renderAt('/rahasia', ['Admin', 'HRD']);
    expect(screen.getByText('Halaman Admin Tidak Ditemukan')).toBeTruthy();
  });

  it('shows the user Not Found page when no role is stored for a non-admin role list', () => {
    localStorage.setItem('access_token', 't');
    renderAt('/rahasia', ['Karyawan']);
    expect(screen.getByText('Halaman Tidak Ditemukan')).toBeTruthy();
  });
});
