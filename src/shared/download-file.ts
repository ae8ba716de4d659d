import { readToken } from './local-session';

/** The file name of a Content-Disposition header (filename*=UTF-8'' first, then filename=). */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/.exec(header)?.[1] ?? null;
}

/**
 * A file the API makes (a certificate, a watermarked document) is a file, not data: fetched
 * with the session's token (the one exception to GraphQL, like media files) and saved under
 * the name the server gives. Resolves false when the server refuses.
 */
export async function downloadApiFile(path: string, fallbackName: string, language: string): Promise<boolean> {
  const response = await fetch(path, { headers: { Authorization: `Bearer ${readToken() ?? ''}`, DeviceType: 'PC', 'Accept-Language': language } }).catch(() => null);
  if (!response?.ok) return false;
  const name = dispositionName(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
