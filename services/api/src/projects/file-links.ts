import { createHmac, timingSafeEqual } from 'node:crypto';
import { clockSkewToleranceSeconds } from '../config';

/** How long a link in a project answer stays valid: long enough to read results, short enough to leak little. */
export const fileLinkSeconds = 3600;

export interface FileLink {
  blobKey: string;
  contentType: string;
}

/**
 * Signed links to stored files (`/api/files/<token>`), so an <img> tag can show a project's images and heat
 * maps without the bearer token. The token carries the blob key, its type and the expiry, signed with HMAC.
 */
export function fileLinks(secret: string, now: () => Date) {
  const key = createHmac('sha256', secret).update('packlens-file-links').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    url(link: FileLink): string {
      // Expiry rounded up to the next quarter hour: the same file keeps the same URL for a while (browser cache).
      const quarter = 15 * 60;
      const expires = Math.ceil((now().getTime() / 1000 + fileLinkSeconds) / quarter) * quarter;
      const payload = Buffer.from(JSON.stringify({ k: link.blobKey, t: link.contentType, e: expires })).toString('base64url');
      return `/api/files/${payload}.${sign(payload)}`;
    },
    /** The file a token names, or undefined when it is forged or expired. */
    open(token: string): FileLink | undefined {
      const [payload, signature] = token.split('.');
      if (!payload || !signature) return undefined;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        const { k, t, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { k: string; t: string; e: number };
        // Expired by this replica's clock, beyond the skew allowed between replicas.
        if (typeof k !== 'string' || typeof t !== 'string' || !((e + clockSkewToleranceSeconds) * 1000 > now().getTime())) return undefined;
        return { blobKey: k, contentType: t };
      } catch {
        return undefined;
      }
    },
  };
}
export type FileLinks = ReturnType<typeof fileLinks>;
