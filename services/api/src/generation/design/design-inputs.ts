import { DomainError } from '@packlens/contracts';
import type { BlobStore } from '@packlens/kernel';
import { prepareUpload, storeUpload, type IncomingFile } from '../../projects/uploads';

/**
 * A design input's checks: jpg or png only (by name first, then by the bytes: a pdf is refused), the product's
 * image size limit, at most 10 per upload; re-encoded without metadata and stored content-addressed per client, as
 * survey images are (`projects/uploads`). Nothing is stored when one file is refused.
 */
export async function prepareDesignInputs(files: IncomingFile[]) {
  files.forEach((file, i) => {
    if (!/\.(jpe?g|png)$/i.test(file.fileName)) throw new DomainError('IMAGE_TYPE_NOT_ALLOWED', {}, { [`files.${i}`]: 'IMAGE_TYPE_NOT_ALLOWED' });
  });
  // The survey's upload names each image (1-20 characters); a design input is named by its file.
  const named = files.map((file, i) => ({ ...file, name: `input ${i + 1}` }));
  const { images } = await prepareUpload(named, false);
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
