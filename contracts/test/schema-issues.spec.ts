import { describe, expect, it } from 'vitest';
import { catalogueProblemOf, formatErrorMessage, ImageName } from '../src';

describe('a schema issue in the catalogue’s words', () => {
  it('keeps the bound of a named code, so the message can say it', () => {
    const parsed = ImageName.safeParse('x'.repeat(21));
    expect(parsed.success).toBe(false);
    const problem = catalogueProblemOf(parsed.error!.issues[0]);
    expect(problem).toEqual({ code: 'IMAGE_NAME_TOO_LONG', params: { max: 20 } });
    expect(formatErrorMessage(problem.code, 'en', problem.params)).toBe('Enter the image name in 20 characters or fewer.');
  });

  it('names a missing image name (its one-character minimum kept)', () => {
    const parsed = ImageName.safeParse(' ');
    expect(catalogueProblemOf(parsed.error!.issues[0])).toEqual({ code: 'IMAGE_NAME_REQUIRED', params: { min: 1 } });
  });
});
