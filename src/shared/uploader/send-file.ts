import i18next from 'i18next';
import { readToken } from '../local-session';

/**
 * Sends one file to a REST upload path (multipart, field `file`, with the bearer header and the
 * reader's language), reporting the percent sent. Files do not go through GraphQL: the answer's
 * data (its id above all) is what a GraphQL mutation then references. XMLHttpRequest, because
 * fetch reports no upload progress. `abort` stops it (the promise then never settles). `token`:
 * the portal's session by default (the back office sends its own).
 */
export function sendFile<T>(path: string, file: File, onProgress: (percent: number) => void, token: string | null = readToken()): { done: Promise<T>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    request.open('POST', path);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('DeviceType', 'PC');
    request.setRequestHeader('Accept-Language', i18next.language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      try {
        const body = JSON.parse(request.responseText) as { code: number; msg: string; data: T | null };
        if (body.code === 200 && body.data) resolve(body.data);
        else reject(new Error(body.msg));
      } catch {
        reject(new Error(i18next.t('common.networkError')));
      }
    };
    request.onerror = () => reject(new Error(i18next.t('common.networkError')));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}
