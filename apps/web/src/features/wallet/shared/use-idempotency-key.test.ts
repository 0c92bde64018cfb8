import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useIdempotencyKey } from './use-idempotency-key';

describe('useIdempotencyKey', () => {
  it('reuses the key for a retried request and makes a new one for a changed or finished one', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amount: '100' });
    expect(result.current.keyFor({ amount: '100' })).toBe(first);
    const changed = result.current.keyFor({ amount: '200' });
    expect(changed).not.toBe(first);
    result.current.done();
    expect(result.current.keyFor({ amount: '200' })).not.toBe(changed);
  });
});
