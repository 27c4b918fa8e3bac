import { catalogueProblemOf, ImageName, imageQuotaRefusal, uploadLimits, type ErrorCode, type ErrorParams, type ImageQuota } from '@packlens/contracts';
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
 * Section 5's checks of a picked file that need no reading: its type by extension and its size (the kind's
 * limit). `contentProblem` then reads its first bytes.
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

/** The signatures the server sniffs a file's type by (services/scoring/src/image/media-type.ts), not its name. */
const jpegSignature = [0xff, 0xd8, 0xff];
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A PDF may carry a few bytes of junk before `%PDF-`; readers, and the server, look within the first kilobyte. */
const headBytes = 1024;

const pdfSignature = Array.from('%PDF-', (character) => character.charCodeAt(0));

const occursAt = (head: Uint8Array, signature: readonly number[], at: number) => signature.every((byte, i) => head[at + i] === byte);

/** Whether a file's first bytes are a jpg, a png or a pdf, whatever its name says. */
export function isAcceptedContent(head: Uint8Array): boolean {
  if (occursAt(head, jpegSignature, 0) || occursAt(head, pngSignature, 0)) return true;
  const last = Math.min(head.length, headBytes) - pdfSignature.length;
  for (let at = 0; at <= last; at++) if (occursAt(head, pdfSignature, at)) return true;
  return false;
}

/**
 * A text file renamed .jpg passes `fileProblem`; read before queueing, it is refused alone with the type message
 * instead of the server refusing the whole batch with it (issue 19, item 7).
 */
export async function contentProblem(file: Blob): Promise<UploadProblem | undefined> {
  const head = new Uint8Array(await file.slice(0, headBytes).arrayBuffer());
  return isAcceptedContent(head) ? undefined : { code: 'IMAGE_TYPE_NOT_ALLOWED' };
}

/** How many more files may be queued, and the refusal of one beyond that. */
export interface UploadRoom {
  room: number;
  full: UploadProblem;
}

/**
 * What the project and the plan still let the user add. A project holds what one upload may carry (10); the
 * plan's quota counts images at calculation, so the images in this project and those waiting in its queue are
 * taken from what remains, as the server counts them when they are uploaded. A file beyond the plan's room is
 * refused with the plan's own refusal (trial 5, free 10, expired), by the function the server refuses with.
 */
export function uploadRoom({ imagesInProject, queued, quota, planId }: { imagesInProject: number; queued: number; quota: ImageQuota | undefined; planId: number | null }): UploadRoom {
  const waiting = imagesInProject + queued;
  const projectRoom = Math.max(0, uploadLimits.imagesPerUpload - waiting);
  const projectFull: UploadProblem = { code: 'TOO_MANY_IMAGES_PER_UPLOAD', params: { max: uploadLimits.imagesPerUpload } };
  const project = { room: projectRoom, full: projectFull };
  if (!quota) return project;
  const planRoom = quota.expired ? 0 : quota.remaining === null ? Infinity : Math.max(0, quota.remaining - waiting);
  if (planRoom >= projectRoom) return project;
  const refusal = imageQuotaRefusal(quota, planId, waiting + planRoom + 1);
  return refusal ? { room: planRoom, full: { code: refusal.code, params: refusal.params } } : project;
}

/** Splits picked files into those taken and those refused with their problem; no more than `room` are taken. */
export async function pickFiles<F extends Blob & { name: string }>(files: readonly F[], { room, full }: UploadRoom, kind: ProjectKind['id']): Promise<{ taken: F[]; refused: { file: F; problem: UploadProblem }[] }> {
  const taken: F[] = [];
  const refused: { file: F; problem: UploadProblem }[] = [];
  for (const file of files) {
    const problem = fileProblem(file, kind) ?? (await contentProblem(file));
    if (problem) refused.push({ file, problem });
    else if (taken.length >= room) refused.push({ file, problem: full });
    else taken.push(file);
  }
  return { taken, refused };
}

/** Refused files that share a problem, shown as one line. */
export interface Refusal {
  files: string[];
  problem: UploadProblem;
}

/** Groups refused files by their problem, in the order they were picked: ten files over the quota make one line, not ten. */
export function refusalsByProblem(refused: readonly { file: { name: string }; problem: UploadProblem }[]): Refusal[] {
  const groups = new Map<string, Refusal>();
  for (const { file, problem } of refused) {
    const key = JSON.stringify([problem.code, problem.params ?? {}]);
    const group = groups.get(key) ?? { files: [], problem };
    group.files.push(file.name);
    groups.set(key, group);
  }
  return [...groups.values()];
}
