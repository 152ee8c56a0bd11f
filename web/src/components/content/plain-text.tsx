import styles from './content.module.css';

type Block = { kind: 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] };

const BULLET = /^- +/;
const NUMBERED = /^\d+\. +/;

/**
 * Splits the plain text of FAQ answers and resources: blank lines separate paragraphs; lines
 * starting with "- " or "1. " are list items (a run of them makes one list).
 */
export function parsePlainText(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) {
        blocks.push({ kind: 'p', text: paragraph.join(' ') });
        paragraph = [];
      }
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) {
        continue;
      }
      const kind = BULLET.test(line) ? 'ul' : NUMBERED.test(line) ? 'ol' : null;
      if (!kind) {
        paragraph.push(line);
        continue;
      }
      flush();
      const item = line.replace(kind === 'ul' ? BULLET : NUMBERED, '');
      const last = blocks.at(-1);
      if (last && last.kind === kind) {
        last.items.push(item);
      } else {
        blocks.push({ kind, items: [item] });
      }
    }
    flush();
  }
  return blocks;
}

/** Renders plain text as paragraphs and lists; never as HTML, so stored text cannot inject markup. */
export function PlainText({ text }: { text: string }) {
  return (
    <div className={styles.plain}>
      {parsePlainText(text).map((block, index) => {
        if (block.kind === 'p') {
          return <p key={index}>{block.text}</p>;
        }
        const List = block.kind;
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
