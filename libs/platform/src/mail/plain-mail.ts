import type { SendMailJob } from '@lakbay/contracts';

/** One plain e-mail: a greeting, the lines, a sign-off; links are clickable in the HTML part. */
export function plainMail(to: string, subject: string, greeting: string, lines: string[]): SendMailJob {
  const all = [`Hi ${greeting},`, '', ...lines, '', 'Ingat,', 'The Lakbay team'];
  const html = all.map((line) => escapeHtml(line).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')).join('<br>');
  return { to, subject, text: all.join('\n'), html: `<p>${html}</p>` };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
