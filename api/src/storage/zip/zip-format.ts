/*
 * The byte layouts of a zip of stored (uncompressed) entries, as APPNOTE.TXT 6.3 describes them:
 * each entry's local header, its bytes, then a data descriptor (bit 3: the CRC is known only
 * once the bytes have passed), and at the end the central directory. Names are UTF-8 (bit 11).
 * Without Zip64, offsets and sizes stay below 4 GiB and entries number at most 65,535.
 */

/** General purpose flags: sizes and CRC in a data descriptor (bit 3), names in UTF-8 (bit 11). */
const FLAGS = 0x0808;
/** Version 2.0: what a stored entry with a data descriptor needs. */
const VERSION = 20;

/** The largest offset or size a zip without Zip64 can name. */
export const ZIP_MAX_BYTES = 0xffffffff;
/** The most entries a zip without Zip64 can hold. */
export const ZIP_MAX_ENTRIES = 0xffff;

/** One entry once its bytes were written: what its central directory record repeats. */
export interface WrittenEntry {
  readonly name: Buffer;
  readonly modified: Date;
  readonly crc: number;
  readonly size: number;
  readonly offset: number;
}

/** MS-DOS time and date (local fields, two-second steps), from 1980 on. */
function dosTimeDate(date: Date): { time: number; date: number } {
  const year = Math.max(date.getUTCFullYear(), 1980);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/** The local file header: CRC and sizes zero, since the data descriptor carries them. */
export function localHeader(name: Buffer, modified: Date): Buffer {
  const { time, date } = dosTimeDate(modified);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(time, 10);
  header.writeUInt16LE(date, 12);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

/** The data descriptor after an entry's bytes. */
export function dataDescriptor(crc: number, size: number): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(crc, 4);
  descriptor.writeUInt32LE(size, 8); // compressed: stored, so the same
  descriptor.writeUInt32LE(size, 12);
  return descriptor;
}

/** The central directory: a record per entry, then the end record. */
export function centralDirectory(entries: readonly WrittenEntry[], offset: number): Buffer {
  const records = entries.map((entry) => {
    const { time, date } = dosTimeDate(entry.modified);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(VERSION, 4);
    record.writeUInt16LE(VERSION, 6);
    record.writeUInt16LE(FLAGS, 8);
    record.writeUInt16LE(0, 10);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(date, 14);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(entry.size, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(entry.name.length, 28);
    record.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([record, entry.name]);
  });
  const directory = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([directory, end]);
}
