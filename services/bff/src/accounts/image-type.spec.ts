import { sniffImage } from './image-type';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describe('sniffImage', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImage(png)).toEqual({ extension: 'png', contentType: 'image/png' });
    expect(sniffImage(jpeg)).toEqual({ extension: 'jpg', contentType: 'image/jpeg' });
    expect(sniffImage(webp)).toEqual({ extension: 'webp', contentType: 'image/webp' });
  });

  it('refuses other content whatever its name or declared type: GIF, SVG, HTML, PDF, truncated headers', () => {
    for (const data of [
      Buffer.from('GIF89a'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('<html><script>alert(1)</script>'),
      Buffer.from('%PDF-1.7'),
      png.subarray(0, 5),
      Buffer.from('RIFF\0\0\0\0WAVE'),
      Buffer.alloc(0),
    ]) {
      expect(sniffImage(data)).toBeNull();
    }
  });
});
