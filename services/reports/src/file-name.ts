import { operatorTimeZone } from '@packlens/contracts';
import type { ReportContent } from './types';

/** Characters no file system or browser download accepts, plus controls and whitespace. */
const forbidden = /[\\/:*?"<>|\u0000-\u001f\u007f\s]+/gu;
/** File names are cut to 30 characters (section 5); the project name gets what the rest leaves. */
const nameLength = 30;

/**
 * `<project name>_<type>_<yyyymmdd>.pdf`, the date in the report's time zone. The project name keeps its
 * letters in any script; forbidden characters become `_`, and it is cut to 30 characters.
 */
export function reportFileName(content: Pick<ReportContent, 'results' | 'type' | 'generatedAt' | 'timeZone'>): string {
  const cleaned = content.results.project.name.normalize('NFC').replace(forbidden, '_').replace(/^[._]+|[._]+$/g, '');
  const name = Array.from(cleaned).slice(0, nameLength).join('').replace(/[._]+$/g, '') || 'report';
  return `${name}_${content.type}_${compactDate(content.generatedAt, content.timeZone ?? operatorTimeZone)}.pdf`;
}

function compactDate(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}`;
}

/**
 * A Content-Disposition header for the download: an ASCII fallback name for old clients and the UTF-8 name
 * (RFC 6266 / RFC 8187) that browsers use.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
