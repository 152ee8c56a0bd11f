import { RESUME_KINDS, SUBMISSION_KINDS, sniffAllowed, sniffFile, zipEntryNames } from './file-kind';

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
    expect(sniffFile(PDF)?.kind).toBe('pdf');
    expect(sniffFile(PNG)?.kind).toBe('png');
    expect(sniffFile(JPEG)).toEqual({ kind: 'jpg', extension: 'jpg', contentType: 'image/jpeg' });
  });

  it('tells DOCX, PPTX and XLSX from a plain ZIP by the part they hold', () => {
    expect(sniffFile(zipOf(['[Content_Types].xml', 'word/document.xml']))?.kind).toBe('docx');
    expect(sniffFile(zipOf(['ppt/presentation.xml']))?.kind).toBe('pptx');
    expect(sniffFile(zipOf(['xl/workbook.xml']))?.kind).toBe('xlsx');
    expect(sniffFile(zipOf(['photos/a.jpg', 'notes.txt']))?.kind).toBe('zip');
  });

  it('refuses text, a truncated ZIP and an empty file', () => {
    expect(sniffFile(Buffer.from('%PDF but not really'.slice(1)))).toBeNull();
    expect(sniffFile(Buffer.from('just text'))).toBeNull();
    expect(sniffFile(zipOf(['word/document.xml']).subarray(0, 40))).toBeNull();
    expect(sniffFile(Buffer.alloc(0))).toBeNull();
  });
});

describe('zipEntryNames', () => {
  it('reads the names from the central directory', () => {
    expect(zipEntryNames(zipOf(['a.txt', 'b/c.xml']))).toEqual(['a.txt', 'b/c.xml']);
  });

  it('answers null for a directory that points outside the file', () => {
    const zip = zipOf(['a.txt']);
    zip.writeUInt32LE(0xffff, zip.length - 6);
    expect(zipEntryNames(zip)).toBeNull();
  });
});

describe('sniffAllowed', () => {
  it('takes PDF and DOCX resumes only (a plain ZIP or a PNG is not a resume)', () => {
    expect(sniffAllowed(PDF, RESUME_KINDS)?.kind).toBe('pdf');
    expect(sniffAllowed(zipOf(['word/document.xml']), RESUME_KINDS)?.kind).toBe('docx');
    expect(sniffAllowed(zipOf(['x.txt']), RESUME_KINDS)).toBeNull();
    expect(sniffAllowed(PNG, RESUME_KINDS)).toBeNull();
  });

  it('takes every submission kind', () => {
    for (const data of [PDF, PNG, JPEG, zipOf(['x.txt']), zipOf(['xl/workbook.xml'])]) {
      expect(sniffAllowed(data, SUBMISSION_KINDS)).not.toBeNull();
    }
  });
});
