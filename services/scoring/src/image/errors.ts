import type { ErrorCode } from '@packlens/contracts';

/**
 * Codes of the error catalogue (contracts/src/errors/catalogue.ts) that image input can fail with. Typed from
 * the catalogue so they cannot drift from it; the worker turns an ImageInputError into the
 * catalogue's DomainError with the same code and params.
 */
export type ImageErrorCode = Extract<ErrorCode, 'IMAGE_CORRUPT' | 'IMAGE_DECOMPRESSION_BOMB' | 'FILE_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE'>;

export class ImageInputError extends Error {
  readonly code: ImageErrorCode;
  readonly params: Record<string, string | number>;

  constructor(code: ImageErrorCode, message: string, params: Record<string, string | number> = {}) {
    super(message);
    this.name = 'ImageInputError';
    this.code = code;
    this.params = params;
  }
}

export function isImageInputError(error: unknown): error is ImageInputError {
  return error instanceof ImageInputError;
}
