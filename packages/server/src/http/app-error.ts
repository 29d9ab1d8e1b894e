import type { CatalogueCode, FieldError, MessageParams } from '@coffer/contract';

/** An error that is an answer: a catalogue code, its message parameters and any data for the page. */
export class AppError extends Error {
  constructor(
    readonly code: CatalogueCode | number,
    readonly params: MessageParams = {},
    readonly data: unknown = null,
    readonly httpStatus = 200,
  ) {
    super(String(code));
    this.name = 'AppError';
  }
}

export interface ValidationProblem extends Omit<FieldError, 'message'> {
  params?: MessageParams;
}
