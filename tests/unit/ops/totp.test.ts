/**
 * The operators' TOTP (docs/product.md#operator-console): RFC 6238's own test vector, one
 * step of drift either way and no more, and the step a code matched (what makes a code
 * work once).
 */
import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpStep, totpUri } from '@/server/auth/totp';

/** RFC 6238, appendix B: the SHA-1 key "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it("gives RFC 6238's codes (the last 6 of its 8 digits)", async () => {
    expect(await totpCode(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(await totpCode(RFC_SECRET, new Date(1_111_111_109_000))).toBe('081804');
  });

  it('accepts a code one step early or late, answering its step, and nothing further', async () => {
    const secret = newTotpSecret();
    const now = new Date(1_800_000_000_000);
    const step = Math.floor(now.getTime() / 30_000);
    const at = (steps: number) => new Date(now.getTime() + steps * 30_000);
    expect(await totpStep(secret, await totpCode(secret, now), now)).toBe(step);
    expect(await totpStep(secret, await totpCode(secret, at(-1)), now)).toBe(step - 1);
    expect(await totpStep(secret, await totpCode(secret, at(1)), now)).toBe(step + 1);
    expect(await totpStep(secret, await totpCode(secret, at(-2)), now)).toBeNull();
    expect(await totpStep(secret, await totpCode(secret, at(2)), now)).toBeNull();
    for (const typed of ['', '12345', '1234567', 'abcdef', '12 345']) {
      expect(await totpStep(secret, typed, now), typed).toBeNull();
    }
  });

  it('makes a new base32 secret each time and the URI authenticator apps scan', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(totpUri(secret, 'ops@example.com')).toBe(
      `otpauth://totp/ugc-desk:ops%40example.com?secret=${secret}&issuer=ugc-desk`,
    );
  });
});
