import { describe, expect, it } from 'vitest';
import { drawInviteCode } from './draw-code';

describe('drawn registration codes', () => {
  it('always mix letters and digits, from the unambiguous alphabet', () => {
    for (let i = 0; i < 5_000; i++) {
      const code = drawInviteCode(8);
      // The demo merchant's affiliate-code field asks for letters and digits both.
      expect(code).toMatch(/^(?=.*[A-Z])(?=.*[2-9])[A-HJKMNP-Z2-9]{8}$/);
    }
  });
});
