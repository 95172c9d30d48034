import { describe, expect, it } from 'vitest';
import { mustChangePassword } from './login.ts';

describe('forced password change', () => {
  const fresh = { passwordExpired: false };
  const expired = { passwordExpired: true };

  it('is forced for the default weak password', () => {
    expect(mustChangePassword(fresh, 'username', '123456', false)).toBe(true);
    expect(mustChangePassword(fresh, 'username', 'Str0ngPass', false)).toBe(false);
  });

  it('is forced for an expired password only when expiry is enforced', () => {
    expect(mustChangePassword(expired, 'username', 'Str0ngPass', true)).toBe(true);
    expect(mustChangePassword(expired, 'username', 'Str0ngPass', false)).toBe(false);
  });

  it('is never forced after an SMS login', () => {
    expect(mustChangePassword(expired, 'sms', '123456', true)).toBe(false);
  });
});
