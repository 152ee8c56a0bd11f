import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_ZIP_ENTRIES, RESUME_KINDS, SUBMISSION_KINDS, sniffAllowed, sniffFile, zipEntries, zipEntryNames } from './file-kind';
import { FileSampler, TAIL_BYTES, sampleOf } from './file-sample';

/** A minimal ZIP (stored entries) holding the given entry names. */
function zipOf(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n);
    centrals.push(central, n);
    offset += 30 + n.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const PDF = Buffer.from('%PDF-1.7\n%%EOF');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');

describe('sniffFile', () => {
  it('knows PDF, PNG and JPEG by their first bytes', () => {
    expect(sniffFile(sampleOf(PDF))?.kind).toBe('pdf');
    expect(sniffFile(sampleOf(PNG))?.kind).toBe('png');
    expect(sniffFile(sampleOf(JPEG))).toEqual({ kind: 'jpg', extension: 'jpg', contentType: 'image/jpeg' });
  });

  it('tells DOCX, PPTX and XLSX from a plain ZIP by the part they hold', () => {
    expect(sniffFile(sampleOf(zipOf(['[Content_Types].xml', 'word/document.xml'])))?.kind).toBe('docx');
    expect(sniffFile(sampleOf(zipOf(['ppt/presentation.xml'])))?.kind).toBe('pptx');
    expect(sniffFile(sampleOf(zipOf(['xl/workbook.xml'])))?.kind).toBe('xlsx');
    expect(sniffFile(sampleOf(zipOf(['photos/a.jpg', 'notes.txt'])))?.kind).toBe('zip');
  });

  it('refuses text, a truncated ZIP and an empty file', () => {
    expect(sniffFile(sampleOf(Buffer.from('%PDF but not really'.slice(1))))).toBeNull();
    expect(sniffFile(sampleOf(Buffer.from('just text')))).toBeNull();
    expect(sniffFile(sampleOf(zipOf(['word/document.xml']).subarray(0, 40)))).toBeNull();
    expect(sniffFile(sampleOf(Buffer.alloc(0)))).toBeNull();
  });
});

describe('zipEntryNames', () => {
  it('reads the names from the central directory', () => {
    expect(zipEntryNames(sampleOf(zipOf(['a.txt', 'b/c.xml'])))).toEqual(['a.txt', 'b/c.xml']);
  });

  it('answers null for a directory that points outside the file', () => {
    const zip = zipOf(['a.txt']);
    zip.writeUInt32LE(0xffff, zip.length - 6);
    expect(zipEntryNames(sampleOf(zip))).toBeNull();
  });
});

describe('FileSampler', () => {
  /** Streams the bytes in chunks of `chunk` bytes and answers the sample and what came out. */
  async function streamed(data: Buffer, chunk: number): Promise<{ sample: ReturnType<FileSampler['sample']>; out: Buffer }> {
    const sampler = new FileSampler();
    const parts: Buffer[] = [];
    const chunks = Array.from({ length: Math.ceil(data.length / chunk) }, (_, i) => data.subarray(i * chunk, (i + 1) * chunk));
    await pipeline(
      Readable.from(chunks),
      sampler,
      new Writable({
        write(part: Buffer, _encoding, done) {
          parts.push(part);
          done();
        },
      }),
    );
    return { sample: sampler.sample(), out: Buffer.concat(parts) };
  }

  /** A ZIP whose first entry is `padding` bytes of stored data, then the given entries. */
  function bigZip(padding: number, names: string[]): Buffer {
    const small = zipOf(['filler.bin', ...names]);
    // Shift every offset after the filler's header by the padding.
    const nameLength = 'filler.bin'.length;
    const localEnd = 30 + nameLength;
    const data = Buffer.concat([small.subarray(0, localEnd), Buffer.alloc(padding, 7), small.subarray(localEnd)]);
    const end = data.length - 22;
    data.writeUInt32LE(data.readUInt32LE(end + 16) + padding, end + 16);
    let offset = data.readUInt32LE(end + 16);
    for (let n = 0; n < names.length + 1; n++) {
      if (n > 0) {
        data.writeUInt32LE(data.readUInt32LE(offset + 42) + padding, offset + 42);
      }
      offset += 46 + data.readUInt16LE(offset + 28);
    }
    return data;
  }

  it('passes every byte through unchanged and keeps only the first and last bytes', async () => {
    const data = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3 * TAIL_BYTES, 1), Buffer.from('%%EOF')]);
    const { sample, out } = await streamed(data, 64 * 1024);
    expect(out.equals(data)).toBe(true);
    expect(sample.size).toBe(data.length);
    expect(sample.head.toString('latin1', 0, 9)).toBe('%PDF-1.7\n');
    expect(sample.tail.length).toBe(TAIL_BYTES);
    expect(sample.tail.equals(data.subarray(data.length - TAIL_BYTES))).toBe(true);
  });

  it('tells a Word document of several megabytes from a ZIP by its directory, streamed in small chunks', async () => {
    const docx = bigZip(3 * TAIL_BYTES, ['[Content_Types].xml', 'word/document.xml']);
    const { sample } = await streamed(docx, 1000);
    expect(zipEntryNames(sample)).toEqual(['filler.bin', '[Content_Types].xml', 'word/document.xml']);
    expect(sniffAllowed(sample, RESUME_KINDS)?.kind).toBe('docx');
    expect(sniffFile(sampleOf(docx))?.kind).toBe('docx');
  });

  it('refuses a ZIP whose directory starts before the kept tail rather than guess', () => {
    const zip = bigZip(2 * TAIL_BYTES, ['word/document.xml']);
    // Point the directory far back (into the filler), as a directory over a mebibyte would be.
    zip.writeUInt32LE(100, zip.length - 6);
    expect(zipEntryNames(sampleOf(zip))).toBeNull();
    expect(sniffAllowed(sampleOf(zip), SUBMISSION_KINDS)).toBeNull();
  });
});

describe('zip bombs', () => {
  /** zipOf with the unpacked size of each entry written in the directory. */
  function zipWithSizes(entries: [string, number][]): Buffer {
    const zip = zipOf(entries.map(([name]) => name));
    let offset = zip.readUInt32LE(zip.length - 6);
    for (const [, size] of entries) {
      zip.writeUInt32LE(size, offset + 24);
      offset += 46 + zip.readUInt16LE(offset + 28);
    }
    return zip;
  }

  it("reads each entry's unpacked size from the directory", () => {
    expect(
      zipEntries(
        sampleOf(
          zipWithSizes([
            ['word/document.xml', 12_345],
            ['a.png', 7],
          ]),
        ),
      ),
    ).toEqual([
      { name: 'word/document.xml', size: 12_345 },
      { name: 'a.png', size: 7 },
    ]);
  });

  it('refuses a document that would unpack to more than 256 MiB, or hides its size in ZIP64 fields', () => {
    const fine = zipWithSizes([
      ['word/document.xml', 200 * 1024 * 1024],
      ['media/a.png', 50 * 1024 * 1024],
    ]);
    expect(sniffAllowed(sampleOf(fine), RESUME_KINDS)?.kind).toBe('docx');
    const bomb = zipWithSizes([
      ['word/document.xml', 200 * 1024 * 1024],
      ['media/a.png', 60 * 1024 * 1024],
    ]);
    expect(sniffAllowed(sampleOf(bomb), RESUME_KINDS)).toBeNull();
    expect(sniffAllowed(sampleOf(zipWithSizes([['x.bin', 0xffffffff]])), SUBMISSION_KINDS)).toBeNull();
  });

  it('refuses a ZIP of more than 10,000 entries', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `f/${i}.txt`);
    expect(sniffAllowed(sampleOf(zipOf(names(MAX_ZIP_ENTRIES))), SUBMISSION_KINDS)?.kind).toBe('zip');
    expect(sniffAllowed(sampleOf(zipOf(names(MAX_ZIP_ENTRIES + 1))), SUBMISSION_KINDS)).toBeNull();
  });
});

describe('sniffAllowed', () => {
  it('takes PDF and DOCX resumes only (a plain ZIP or a PNG is not a resume)', () => {
    expect(sniffAllowed(sampleOf(PDF), RESUME_KINDS)?.kind).toBe('pdf');
    expect(sniffAllowed(sampleOf(zipOf(['word/document.xml'])), RESUME_KINDS)?.kind).toBe('docx');
    expect(sniffAllowed(sampleOf(zipOf(['x.txt'])), RESUME_KINDS)).toBeNull();
    expect(sniffAllowed(sampleOf(PNG), RESUME_KINDS)).toBeNull();
  });

  it('takes every submission kind', () => {
    for (const data of [PDF, PNG, JPEG, zipOf(['x.txt']), zipOf(['xl/workbook.xml'])]) {
      expect(sniffAllowed(sampleOf(data), SUBMISSION_KINDS)).not.toBeNull();
    }
  });
});
