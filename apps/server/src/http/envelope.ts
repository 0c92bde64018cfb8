import type { Envelope } from '@wl/contract/common/envelope';

export function ok<T>(value: T, message = ''): Envelope<T> {
  return { success: true, message, value };
}

export function failure(errorCode: string, message: string, value: unknown = null) {
  return { success: false, message, value, errorCode };
}
