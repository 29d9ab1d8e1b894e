/** The one response shape of every call (ARCHITECTURE "Wire protocol"). */
export type ResultCode = number | string;

export const SUCCESS_CODE = 200;

export interface Envelope<T = unknown> {
  success: boolean;
  code: ResultCode;
  message: string;
  data: T;
}

export interface FieldError {
  field: string;
  code: ResultCode;
  message: string;
}

export function okEnvelope<T>(data: T, message = 'success'): Envelope<T> {
  return { success: true, code: SUCCESS_CODE, message, data };
}

export function failEnvelope<T = null>(code: ResultCode, message: string, data: T = null as T): Envelope<T> {
  return { success: false, code, message, data };
}
