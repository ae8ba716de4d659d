import i18next from 'i18next';
import { readToken } from '../local-session';

export interface UploadedImage {
  id: number;
  url: string;
}

/**
 * Sends one image to the REST upload path (spec section 7: POST /api/app/public/img/,
 * multipart with the bearer header). Files do not go through GraphQL: the answer's id is what
 * a GraphQL mutation then references. XMLHttpRequest, because fetch reports no upload progress.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/app/public/img/');
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('DeviceType', 'PC');
    request.setRequestHeader('Accept-Language', i18next.language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      try {
        const body = JSON.parse(request.responseText) as { code: number; msg: string; data: UploadedImage | null };
        if (body.code === 200 && body.data) resolve({ id: body.data.id, url: body.data.url });
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
}
