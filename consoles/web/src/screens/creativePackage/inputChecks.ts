import { uploadLimits, type DesignProjectDetail } from '@packlens/contracts';
import type { DesignProblem } from './designLimits';

type DesignInput = DesignProjectDetail['inputs'][number];

/** Design inputs are jpg or png (no pdf: contracts/src/api/design.ts), each within the product's image size, or PSD. */
const designExtensions = ['jpg', 'jpeg', 'png', 'psd'];

const jpegSignature = [0xff, 0xd8, 0xff];
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** '8BPS' */
const psdSignature = [0x38, 0x42, 0x50, 0x53];
const startsWith = (head: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => head[i] === byte);

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/**
 * Section 5's checks of a picked file before anything is sent, with the codes the server refuses with: the type by
 * name and by its first bytes (a renamed text file or a pdf is refused here, alone), then the size (4 MB).
 */
export async function designFileProblem(file: Blob & { name: string }): Promise<DesignProblem | undefined> {
  if (!designExtensions.includes(extensionOf(file.name))) return { code: 'IMAGE_TYPE_NOT_ALLOWED' };
  if (file.size === 0) return { code: 'FILE_NOT_UPLOADABLE' };
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (extensionOf(file.name) === 'psd') {
    if (!startsWith(head, psdSignature)) return { code: 'IMAGE_CORRUPT' };
    return file.size > uploadLimits.psdBytes ? { code: 'FILE_TOO_LARGE', params: { maxMb: uploadLimits.psdBytes / 1024 / 1024 } } : undefined;
  }
  if (file.size > uploadLimits.imageBytes) return { code: 'IMAGE_TOO_LARGE' };
  if (!startsWith(head, jpegSignature) && !startsWith(head, pngSignature)) return { code: 'IMAGE_TYPE_NOT_ALLOWED' };
  return undefined;
}

/** Splits picked files into those to send and those refused (at most 10 go in one upload, as the server takes). */
export async function pickDesignFiles<F extends Blob & { name: string }>(files: readonly F[]) {
  const taken: F[] = [];
  const refused: { file: F; problem: DesignProblem }[] = [];
  let psds = 0;
  for (const file of files) {
    const problem = await designFileProblem(file);
    const psd = extensionOf(file.name) === 'psd';
    if (problem) refused.push({ file, problem });
    else if (psd && psds >= uploadLimits.maxPsdFiles) refused.push({ file, problem: { code: 'TOO_MANY_PSD_FILES', params: { max: uploadLimits.maxPsdFiles } } });
    else if (taken.length >= uploadLimits.imagesPerUpload) refused.push({ file, problem: { code: 'TOO_MANY_IMAGES_PER_UPLOAD', params: { max: uploadLimits.imagesPerUpload } } });
    else {
      if (psd) psds++;
      taken.push(file);
    }
  }
  return { taken, refused };
}

/** Masks the editor uploads are inputs too; they are named so and not offered as images to work on. */
export const maskFilePrefix = 'mask-';
export const maskFileName = (now: number) => `${maskFilePrefix}${now}.png`;
export const isMaskInput = (input: Pick<DesignInput, 'file_name'>) => input.file_name.startsWith(maskFilePrefix);

/** The inputs a user works on: uploads and results used as input, not the masks. */
export const workingInputs = (inputs: readonly DesignInput[]) => inputs.filter((input) => !isMaskInput(input));
