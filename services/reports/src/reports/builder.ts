import type { ReportContext } from '../context';
import type { Html } from '../format';
import type { ReportImageRequest } from '../types';

/** One report type: which pictures it prints, and its body below the shared title block. */
export interface ReportBuilder {
  pictures(ctx: ReportContext): ReportImageRequest[];
  body(ctx: ReportContext): Html;
}

/** Every image's upload preview, for tables with thumbnails. */
export function previews(ctx: ReportContext): ReportImageRequest[] {
  return ctx.images.map((image) => ({ imageId: image.id, kind: 'preview' as const }));
}
