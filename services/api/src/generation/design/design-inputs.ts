import { DomainError, uploadLimits } from '@packlens/contracts';
import { PsdError, psdPictures } from '@packlens/generation';
import type { BlobStore } from '@packlens/kernel';
import { prepareUpload, storeUpload, type IncomingFile } from '../../projects/uploads';

/**
 * A design input's checks: jpg or png only (by name first, then by the bytes: a pdf is refused), the product's
 * image size limit, at most 10 per upload; re-encoded without metadata and stored content-addressed per client, as
 * survey images are (`projects/uploads`). Photoshop files (at most 5 of 25 MB) are read flattened, or one input per
 * visible layer, and stored as PNG. Nothing is stored when one file is refused.
 */
export async function prepareDesignInputs(files: IncomingFile[], options: { psdLayers?: boolean } = {}) {
  files.forEach((file, i) => {
    if (!/\.(jpe?g|png|psd)$/i.test(file.fileName)) throw new DomainError('IMAGE_TYPE_NOT_ALLOWED', {}, { [`files.${i}`]: 'IMAGE_TYPE_NOT_ALLOWED' });
  });
  const psds = files.filter((file) => /\.psd$/i.test(file.fileName));
  const pictures = await picturesOfPsds(files, options.psdLayers ?? false);
  // The survey's upload names each image (1-20 characters); a design input is named by its file.
  const named = (list: IncomingFile[]) => list.map((file, i) => ({ ...file, name: `input ${i + 1}` }));
  const plain = (await prepareUpload(named(files.filter((file) => !psds.includes(file))), false).catch(rethrowUnlessEmpty(psds.length))).images;
  const read = pictures.length ? (await prepareUpload(named(pictures), false, uploadLimits.psdBytes)).images : [];
  const images = [...plain, ...read];
  images.forEach((image, i) => {
    if (image.mediaType === 'application/pdf') throw new DomainError('IMAGE_TYPE_NOT_ALLOWED', {}, { [`files.${i}`]: 'IMAGE_TYPE_NOT_ALLOWED' });
  });
  return {
    async store(blobs: BlobStore, clientId: string) {
      const stored = await storeUpload(blobs, clientId, images);
      return stored.map((image) => ({
        inputId: image.imageId,
        fileName: image.fileName,
        blobKey: image.blobKey,
        mediaType: image.mediaType as 'image/png' | 'image/jpeg',
        bytes: image.bytes,
        width: image.width ?? 1,
        height: image.height ?? 1,
      }));
    },
  };
}

/** An upload of only PSD files has no plain image to check: that is not a refusal. */
const rethrowUnlessEmpty = (psdCount: number) => (error: unknown) => {
  if (psdCount > 0 && error instanceof DomainError && error.code === 'IMAGE_REQUIRED') return { images: [] };
  throw error;
};

const psdRefusals = { PSD_INVALID: 'IMAGE_CORRUPT', PSD_TOO_LARGE: 'IMAGE_DECOMPRESSION_BOMB', PSD_EMPTY: 'PSD_NO_VISIBLE_LAYER' } as const;

/** The PSD files of an upload as PNG pictures (flattened, or per layer), checked by section 5's PSD limits first. */
async function picturesOfPsds(files: readonly IncomingFile[], byLayer: boolean): Promise<IncomingFile[]> {
  const indexed = files.map((file, index) => ({ file, index })).filter(({ file }) => /\.psd$/i.test(file.fileName));
  if (indexed.length > uploadLimits.maxPsdFiles) throw new DomainError('TOO_MANY_PSD_FILES', { max: uploadLimits.maxPsdFiles }, { files: 'TOO_MANY_PSD_FILES' });
  const pictures: IncomingFile[] = [];
  for (const { file, index } of indexed) {
    const field = `files.${index}`;
    if (file.bytes.length > uploadLimits.psdBytes) throw new DomainError('FILE_TOO_LARGE', { maxMb: uploadLimits.psdBytes / 1024 / 1024 }, { [field]: 'FILE_TOO_LARGE' });
    try {
      for (const picture of await psdPictures(file.bytes, file.fileName, { layers: byLayer })) pictures.push({ name: '', fileName: picture.name, bytes: picture.png });
    } catch (error) {
      if (!(error instanceof PsdError)) throw error;
      const code = psdRefusals[error.code];
      throw new DomainError(code, {}, { [field]: code });
    }
  }
  return pictures;
}
