/** Just enough of RFC 5322 and MIME to read back what nodemailer writes (no mailparser on this registry). */
export interface ParsedMail {
  /** Header name in lower case -> first value, unfolded, encoded words decoded. */
  headers: Map<string, string>;
  /** Text and HTML with line breaks as \n. */
  text?: string;
  html?: string;
  /** Content decoded exactly, line breaks kept as sent. */
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

export function parseRawMail(raw: string | Buffer): ParsedMail {
  const parsed: ParsedMail = { headers: new Map(), attachments: [] };
  const top = readEntity(raw.toString());
  parsed.headers = top.headers;
  collect(top, parsed);
  return parsed;
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

function readEntity(source: string): Entity {
  const split = source.search(/\r?\n\r?\n/);
  const head = split === -1 ? source : source.slice(0, split);
  const body = split === -1 ? '' : source.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && !headers.has(name)) {
      headers.set(name, decodeEncodedWords(line.slice(colon + 1).trim()));
    }
  }
  return { headers, body };
}

function collect(entity: Entity, into: ParsedMail): void {
  const [type, params] = splitHeader(entity.headers.get('content-type') ?? 'text/plain');
  if (type.startsWith('multipart/')) {
    const boundary = `--${params.get('boundary')}`;
    const sections = entity.body.split(boundary).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) {
        break;
      }
      collect(readEntity(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')), into);
    }
    return;
  }
  const content = decodeBody(entity.body, entity.headers.get('content-transfer-encoding') ?? '7bit');
  const [disposition, dispositionParams] = splitHeader(entity.headers.get('content-disposition') ?? 'inline');
  const filename = dispositionParams.get('filename') ?? params.get('name');
  if (disposition === 'attachment' || filename !== undefined) {
    into.attachments.push({ filename: filename ?? '', contentType: entity.headers.get('content-type') ?? '', content });
  } else if (type === 'text/plain') {
    into.text = content.replace(/\r\n/g, '\n');
  } else if (type === 'text/html') {
    into.html = content.replace(/\r\n/g, '\n');
  }
}

function splitHeader(value: string): [string, Map<string, string>] {
  const [first, ...rest] = value.split(';');
  const params = new Map<string, string>();
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq > 0) {
      params.set(
        part.slice(0, eq).trim().toLowerCase(),
        part
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      );
    }
  }
  return [first.trim().toLowerCase(), params];
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\r?\n/g, ''));
    default:
      return body;
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
