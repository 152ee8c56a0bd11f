import { cleanFileName, nameOfKind } from './multipart-form';

describe('upload names', () => {
  it('shows an upload under the extension of the type its bytes are, never the one it was sent with', () => {
    expect(nameOfKind('cv.html', 'pdf')).toBe('cv.pdf');
    expect(nameOfKind('store profile.PDF', 'pdf')).toBe('store profile.pdf');
    expect(nameOfKind('report.final.docx.html', 'docx')).toBe('report.final.docx.docx');
    expect(nameOfKind('resume', 'pdf')).toBe('resume.pdf');
    expect(nameOfKind('.htaccess', 'pdf')).toBe('.htaccess.pdf');
  });

  it('keeps a shown name within 200 characters, its extension included', () => {
    const shown = nameOfKind(`${'a'.repeat(198)}.html`, 'pdf');
    expect(shown).toHaveLength(200);
    expect(shown.endsWith('a.pdf')).toBe(true);
  });

  it('drops paths and control characters from a sent name', () => {
    expect(cleanFileName('C:\\Users\\me\\cv".pdf', 'upload')).toBe('cv.pdf');
    expect(cleanFileName('../../etc/\u0007passwd', 'upload')).toBe('passwd');
    expect(cleanFileName('   ', 'upload')).toBe('upload');
  });
});
