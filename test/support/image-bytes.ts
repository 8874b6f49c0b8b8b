/**
 * Small image files for the tests: real headers of each format (what the type check and the
 * ledger's size reading look at), then filler. Not decodable pictures: the API is a fake.
 */

/** A PNG whose header says `width` × `height`, padded to `size` bytes. */
export function pngBytes(width = 640, height = 480, size = 64): Buffer {
  const header = Buffer.alloc(24);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length), 7)]);
}

/** A JPEG's start (SOI and an APP0 marker). */
export function jpegBytes(): Buffer {
  return Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(32)]);
}

export function gifBytes(): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([10, 0, 10, 0]),
    Buffer.alloc(16),
  ]);
}

export function webpBytes(): Buffer {
  const bytes = Buffer.alloc(40);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(32, 4);
  bytes.write('WEBPVP8 ', 8, 'latin1');
  return bytes;
}
