import sharp from 'sharp';

/** A tiny PNG as a multipart body with the field "file", as the web app uploads it. */
export const pngUpload = async () => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f05112' } })
    .png()
    .toBuffer();
  const boundary = '----bo-matrix';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
    png,
  };
};
