import type { ChatImage, ChatMessage, TextRequest } from '../ports';

/** A picture the request sends, named by where it is kept: the job's event records the key, the worker reads the bytes. */
export interface StoredImage {
  blobKey: string;
  mediaType: ChatImage['mediaType'];
}

/** A text request as a job's event keeps it: pictures by blob key. */
export type StoredTextRequest = Omit<TextRequest, 'messages'> & { messages: (Omit<ChatMessage, 'images'> & { images?: StoredImage[] })[] };

/**
 * The request as a job's `GenerationRequested` keeps it (provenance): the task as a plain record, pictures by blob
 * key. A request with pictures inline cannot be kept: store them and refer to them.
 */
export function storedRequestOf(request: TextRequest | StoredTextRequest) {
  const messages = request.messages.map((message) => {
    const images = message.images?.map((image) => {
      if (!('blobKey' in image)) throw new Error('a picture sent inline cannot be kept in a job: store it and refer to its blob key');
      return image;
    });
    return images?.length ? { role: message.role, content: message.content, images } : { role: message.role, content: message.content };
  });
  const { signal: _signal, ...rest } = request as TextRequest;
  return { ...rest, messages, task: request.task as unknown as Record<string, unknown> };
}

/** The stored request with its pictures read: what a text model is sent. */
export async function withImagesRead(request: StoredTextRequest, read: (blobKey: string) => Promise<Uint8Array | undefined>): Promise<TextRequest> {
  const messages = await Promise.all(
    request.messages.map(async (message): Promise<ChatMessage> => {
      if (!message.images?.length) return { role: message.role, content: message.content };
      const images = await Promise.all(
        message.images.map(async (image): Promise<ChatImage> => {
          const bytes = await read(image.blobKey);
          if (!bytes) throw new Error(`the request's picture ${image.blobKey} is not in the blob store`);
          return { bytes, mediaType: image.mediaType };
        }),
      );
      return { ...message, images };
    }),
  );
  return { ...request, messages };
}
