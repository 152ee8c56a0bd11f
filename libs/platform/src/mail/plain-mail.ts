import type { Language, SendMailJob } from '@lakbay/contracts';
import type { Localized } from './mail-language';

const FRAME: Localized<{ greeting: (name: string | null) => string; signOff: [string, string] }> = {
  en: { greeting: (name) => `Hi ${name ?? 'there'},`, signOff: ['Ingat,', 'The Lakbay team'] },
  fil: { greeting: (name) => (name ? `Kumusta, ${name}!` : 'Kumusta!'), signOff: ['Ingat,', 'Ang Lakbay team'] },
};

/**
 * One plain e-mail in the reader's language: a greeting (by name, or a general one for null), the
 * lines, a sign-off; links are clickable in the HTML part.
 */
export function plainMail(to: string, subject: string, greeting: string | null, lines: string[], language: Language): SendMailJob {
  const frame = FRAME[language];
  const all = [frame.greeting(greeting), '', ...lines, '', ...frame.signOff];
  const html = all.map((line) => escapeHtml(line).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')).join('<br>');
  return { to, subject, text: all.join('\n'), html: `<p>${html}</p>` };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
