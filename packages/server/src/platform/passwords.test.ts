import { describe, expect, it } from 'vitest';
import { assertStrongPassword, temporaryPassword } from './passwords.ts';

const refusal = (password: string, who: { username?: string; fullname?: string } = {}) => {
  try {
    assertStrongPassword(password, who, 'password_baru', 'Password baru');
    return undefined;
  } catch (err) {
    return (err as { errors?: Record<string, string> }).errors?.password_baru;
  }
};

describe('assertStrongPassword', () => {
  it('refuses common passwords, the username and the name, in Indonesian', () => {
    const who = { username: 'dewi.lestari', fullname: 'Dewi Lestari' };
    expect(refusal('password1', who)).toMatch(/^Password baru terlalu mudah ditebak\./);
    expect(refusal('12345678', who)).toMatch(/^Password baru terlalu mudah ditebak\./);
    expect(refusal('Jakarta2024', who)).toMatch(/^Password baru terlalu mudah ditebak\./);
    expect(refusal('dewi.lestari1', who)).toBe('Password baru tidak boleh memuat username atau nama.');
    expect(refusal('Lestari2026', who)).toBe('Password baru tidak boleh memuat username atau nama.');
    expect(refusal('DewiLestari1', who)).toBe('Password baru tidak boleh memuat username atau nama.');
    expect(refusal('KebunTeh-Malabar7', who)).toBeUndefined();
  });

  it('is met by every temporary password the server hands out', () => {
    for (let i = 0; i < 40; i++) {
      const password = temporaryPassword();
      expect(password).toMatch(/^(?=.*[a-z])(?=.*\d)[a-z0-9]{10}$/);
      expect(refusal(password), password).toBeUndefined();
    }
  });
});
