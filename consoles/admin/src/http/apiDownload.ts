import { HttpError } from 'react-admin';
import { apiHeaders, type ApiCredentials } from './apiRequest';
import { toProblemError } from './problemError';

/** A file the API sent: its bytes and the name from Content-Disposition (RFC 6266, `filename*` preferred). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition)?.[1]?.trim() || fallback;
}

/** GETs a file (CSV) with the console's headers; a refusal comes back as the problem's HttpError. */
export async function apiDownload(url: string, credentials: ApiCredentials, fallbackName: string): Promise<DownloadedFile> {
  const response = await fetch(url, { headers: apiHeaders({ Accept: 'text/csv, application/problem+json' }, credentials) });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    throw toProblemError(new HttpError(response.statusText || `HTTP ${response.status}`, response.status, body));
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition'), fallbackName) };
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
