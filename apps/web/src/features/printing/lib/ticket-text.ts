/** Text as a thermal printer's code page can print it: no narrow or non-breaking spaces, no line breaks inside a field. */
export const printable = (text: string) =>
  text
    .replace(/[\u00a0\u202f\u2007\u2009]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();

/**
 * Words into lines of at most `width` characters; `indent` starts every line after the first (a hanging indent
 * keeps an addition's second line under its text). A word longer than a line is cut.
 */
export const wrapText = (text: string, width: number, indent = '') => {
  // The first line keeps its leading spaces (an addition's "  + "); printable() would trim them.
  const lead = /^ */.exec(text)?.[0] ?? '';
  const words = printable(text).split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = lead;
  const room = () => width - (lines.length === 0 ? 0 : indent.length);
  for (let word of words) {
    while (word.length > 0) {
      const space = line.trim() ? 1 : 0;
      if (line.length + space + word.length <= room()) {
        line = space ? `${line} ${word}` : `${line}${word}`;
        word = '';
      } else if (!line.trim() && word.length > room() - line.length) {
        const cut = room() - line.length;
        lines.push(`${line}${word.slice(0, cut)}`);
        word = word.slice(cut);
        line = '';
      } else {
        lines.push(line);
        line = '';
      }
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines.map((value, index) => (index === 0 ? value : `${indent}${value}`));
};

/** A label and its amount on one line, the amount flush right; a long label wraps above the amount's line. */
export const amountLines = (label: string, amount: string, width: number, indent = '') => {
  const labelWidth = width - amount.length - 1;
  const lines = wrapText(label, labelWidth, indent);
  const last = lines.pop() ?? '';
  return [...lines, `${last}${' '.repeat(Math.max(1, width - last.length - amount.length))}${amount}`];
};
