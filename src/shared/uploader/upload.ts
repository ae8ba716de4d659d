import { sendFile } from './send-file';

export interface UploadedImage {
  id: number;
  url: string;
}

/** Sends one image (spec section 7: POST /api/app/public/img/, multipart with the bearer header). */
export async function uploadImage(file: File, onProgress: (percent: number) => void): Promise<UploadedImage> {
  const data = await sendFile<UploadedImage>('/api/app/public/img/', file, onProgress).done;
  return { id: data.id, url: data.url };
}
