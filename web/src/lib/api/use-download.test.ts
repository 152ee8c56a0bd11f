import { describe, expect, it } from '@jest/globals';
import { fileNameOf } from './use-download';

describe('fileNameOf', () => {
  it('reads the name of a Content-Disposition header, the UTF-8 one first', () => {
    expect(fileNameOf('attachment; filename="lakbay-data-2026-12-02.zip"')).toBe('lakbay-data-2026-12-02.zip');
    expect(fileNameOf("attachment; filename*=UTF-8''Ulat%20sa%20Linggo%201.pdf")).toBe('Ulat sa Linggo 1.pdf');
    expect(fileNameOf('attachment; filename="plain.pdf"; filename*=UTF-8\'\'na%C3%AFve.pdf')).toBe('naïve.pdf');
    expect(fileNameOf('attachment; filename=bare.docx')).toBe('bare.docx');
  });

  it('answers null when there is no name to read', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
  });
});
