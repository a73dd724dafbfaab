/**
 * A delivery photo is shrunk on the phone before it is kept or sent: the longest side to MAX_SIDE pixels, JPEG at
 * QUALITY, which turns a 4 MB camera photo into ~100 kB (small enough to wait in the offline queue).
 */
const MAX_SIDE = 1024;
const QUALITY = 0.7;

export const shrinkImage = async (file: Blob): Promise<string> => {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', QUALITY);
};

export const dataUrlToBlob = (dataUrl: string) => {
  const [header = '', base64 = ''] = dataUrl.split(',');
  const type = /data:([^;]+)/.exec(header)?.[1] ?? 'image/jpeg';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
};
