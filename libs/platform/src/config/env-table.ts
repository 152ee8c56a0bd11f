import type { EnvVarDoc } from './env.schema';

const HEADER = ['Variable', 'Default', 'What it does'];

// A default in parentheses explains (none, generated, 40% of...); anything else is a literal value.
const defaultCell = (value: string): string => (value.startsWith('(') ? value : `\`${value}\``);

/**
 * README's configuration table, laid out as Prettier formats Markdown tables, so that
 * `npm run docs:env` writes it and tests/docs.spec.ts compares it whole.
 */
export function envTableMarkdown(docs: readonly EnvVarDoc[]): string {
  const rows = docs.map((doc) => [`\`${doc.name}\``, defaultCell(doc.default), doc.description.replaceAll('|', '\\|')]);
  const widths = HEADER.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(HEADER), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** The README's table between its header row and the first line that is not a table row. */
export function findEnvTable(readme: string): { start: number; end: number } | undefined {
  const start = readme.indexOf(`| ${HEADER[0]} `);
  if (start < 0) {
    return undefined;
  }
  const after = readme.slice(start).search(/\n(?!\|)/);
  return { start, end: after < 0 ? readme.length : start + after };
}
