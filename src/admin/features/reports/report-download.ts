import i18next from 'i18next';
import type { ExportedFile, ExportFormat } from '../../../machines/report-export';
import { readAdminToken } from '../../../shared/local-session';
import { adminSession } from '../../session';

/** The reports the server exports (GET /api/admin/reports/<report>/export). */
export type ExportedReport = 'completion' | 'study' | 'exams' | 'exam-questions' | 'defences' | 'redemptions' | 'forum';

/** A byte count as people read it: 12.3 KB, 4.5 MB. */
export function fileSize(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/**
 * Downloads a report's file with the back-office token (a file, not the graph: REST streams it
 * as it reads the rows), telling the bytes received as they come, and saves it under the name
 * the server gives (the report's and today's date, in the reader's language). A refusal's
 * message (the envelope's) is the error.
 */
export async function downloadReport(report: ExportedReport, format: ExportFormat, filters: Record<string, string>, onProgress: (bytes: number) => void, signal: AbortSignal): Promise<ExportedFile> {
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  const headers: Record<string, string> = { DeviceType: 'PC', 'Accept-Language': i18next.language };
  const token = readAdminToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/admin/reports/${report}/export?${query}`, { headers, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(i18next.t('common.networkError'));
  }
  if (response.status === 401 || response.status === 403) adminSession.refuse();
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(body?.msg ?? i18next.t('common.networkError'));
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(i18next.t('common.networkError'));
  }
  const name = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const fileName = name ? decodeURIComponent(name) : `${report}.${format}`;
  const url = URL.createObjectURL(new Blob(chunks, { type: response.headers.get('content-type') ?? undefined }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { fileName, bytes: received };
}
