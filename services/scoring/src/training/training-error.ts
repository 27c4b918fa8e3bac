import type { TrainingFailureCode } from '@packlens/contracts';

export type { TrainingFailureCode };

/**
 * A training run that ended without a model, with the code the console says in the admin's language (the message
 * stays the engine's English, for logs).
 */
export class TrainingError extends Error {
  constructor(
    message: string,
    readonly code: TrainingFailureCode,
    readonly params: Record<string, number | string> = {},
  ) {
    super(message);
    this.name = 'TrainingError';
  }
}
