/**
 * Why a training run ended without a model, as a code the console says in the admin's language (the message stays
 * the engine's English, for logs). TRAINING_ERROR stands for anything the engine did not expect.
 */
export type TrainingFailureCode = 'TOO_FEW_IMAGES' | 'DATA_SET_MISSING' | 'THREAD_ENDED' | 'TRAINING_ERROR';

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
