import { catalogueProblemOf, ImageName, uploadLimits, type ErrorCode, type ErrorParams } from '@packlens/contracts';
import type { ProjectKind } from '../kinds';

/** A refusal before anything is sent, as the catalogue code the API would answer with. */
export interface UploadProblem {
  code: ErrorCode;
  params?: ErrorParams;
}

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** The largest file of each kind (section 5): a pack 4 MB, a shelf photo 15 MB, each with its own refusal. */
export const imageLimits = {
  survey: { bytes: uploadLimits.imageBytes, tooLarge: 'IMAGE_TOO_LARGE' },
  shelf: { bytes: uploadLimits.shelfImageBytes, tooLarge: 'SHELF_IMAGE_TOO_LARGE' },
} as const satisfies Record<ProjectKind['id'], { bytes: number; tooLarge: ErrorCode }>;

/**
 * Section 5's checks of a picked file that need no decoding: its type by extension and its size (the kind's
 * limit). The server checks the bytes again (a gif named .jpg is refused there).
 */
export function fileProblem(file: { name: string; size: number }, kind: ProjectKind['id']): UploadProblem | undefined {
  if (!(uploadLimits.acceptedExtensions as readonly string[]).includes(extensionOf(file.name))) return { code: 'IMAGE_TYPE_NOT_ALLOWED' };
  if (file.size === 0) return { code: 'FILE_NOT_UPLOADABLE' };
  if (file.size > imageLimits[kind].bytes) return { code: imageLimits[kind].tooLarge };
  return undefined;
}

/** The image name rule (required, at most 20 characters), by the contract's own schema. */
export function nameProblem(name: string): UploadProblem | undefined {
  const result = ImageName.safeParse(name);
  if (result.success) return undefined;
  const { code, params } = catalogueProblemOf(result.error.issues[0]);
  return { code, params };
}

/** A first name for a picked file: its name without the extension, cut to the 20 characters a name may have. */
export function defaultImageName(fileName: string): string {
  const stem = fileName.replace(/\.[^.]*$/, '').trim() || fileName;
  return Array.from(stem).slice(0, uploadLimits.imageNameMaxLength).join('');
}

export function isPdf(file: { name: string; type: string }): boolean {
  return file.type === 'application/pdf' || extensionOf(file.name) === 'pdf';
}

/** The files the project can still take: one project holds what one upload may carry (10). */
export function roomFor(imagesInProject: number, pending: number): number {
  return Math.max(0, uploadLimits.imagesPerUpload - imagesInProject - pending);
}

/** Splits picked files into those taken and those refused with their problem; no more than `room` are taken. */
export function pickFiles<F extends { name: string; size: number }>(files: readonly F[], room: number, kind: ProjectKind['id']): { taken: F[]; refused: { file: F; problem: UploadProblem }[] } {
  const taken: F[] = [];
  const refused: { file: F; problem: UploadProblem }[] = [];
  for (const file of files) {
    const problem = fileProblem(file, kind);
    if (problem) refused.push({ file, problem });
    else if (taken.length >= room) refused.push({ file, problem: { code: 'TOO_MANY_IMAGES_PER_UPLOAD', params: { max: uploadLimits.imagesPerUpload } } });
    else taken.push(file);
  }
  return { taken, refused };
}
