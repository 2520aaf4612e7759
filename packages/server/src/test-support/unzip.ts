import { inflateRawSync } from 'node:zlib';

/** The files of a ZIP, read by their local headers (the archives here have no data descriptors). */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const start = at + 30 + nameLength + extra;
    files.set(name, inflateRawSync(zip.subarray(start, start + size)));
    at = start + size;
  }
  return files;
}
