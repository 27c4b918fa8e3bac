import { uploadLimits } from '@packlens/contracts';
import { fileProblem, type UploadProblem } from '../projects/steps/uploadChecks';

/**
 * Section 5's checks of a picked shelf photo before sending: the survey's (type by extension, not empty) with
 * the shelf's size limit, 15 MB instead of 4 MB. The server checks the bytes again.
 */
export function shelfFileProblem(file: { name: string; size: number }): UploadProblem | undefined {
  const typeOrEmpty = fileProblem({ name: file.name, size: Math.min(file.size, uploadLimits.imageBytes) });
  if (typeOrEmpty) return typeOrEmpty;
  if (file.size > uploadLimits.shelfImageBytes) return { code: 'SHELF_IMAGE_TOO_LARGE' };
  return undefined;
}

/** Splits picked files into those taken and those refused with their problem; no more than `room` are taken. */
export function pickShelfFiles<F extends { name: string; size: number }>(files: readonly F[], room: number): { taken: F[]; refused: { file: F; problem: UploadProblem }[] } {
  const taken: F[] = [];
  const refused: { file: F; problem: UploadProblem }[] = [];
  for (const file of files) {
    const problem = shelfFileProblem(file);
    if (problem) refused.push({ file, problem });
    else if (taken.length >= room) refused.push({ file, problem: { code: 'TOO_MANY_IMAGES_PER_UPLOAD', params: { max: uploadLimits.imagesPerUpload } } });
    else taken.push(file);
  }
  return { taken, refused };
}
