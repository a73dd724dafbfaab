// A small ESC/POS decoder for the ticket tests: it turns the printer's bytes into lines a reader can check, with
// each command written as [tag]. It knows the commands our tickets use and writes any other as its bytes.

/** The upper half of code page 858 (850 with the euro at 0xD5), written from IBM's table, not the encoder's. */
const CP858_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

const hex = (bytes: ArrayLike<number>) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(' ');

const character = (byte: number, codepage: number) => {
  if (byte < 0x80) return String.fromCharCode(byte);
  if (codepage === 19) return CP858_HIGH[byte - 0x80];
  // The encoder draws rules in code page 437, whose lines sit where 858 has them.
  if (codepage === 0 && (byte === 0xc4 || byte === 0xcd)) return CP858_HIGH[byte - 0x80];
  return `<${byte.toString(16)}>`;
};

const alignments = ['left', 'center', 'right'];

export const decodeEscPos = (bytes: Uint8Array) => {
  let out = '';
  let codepage = 0;
  let i = 0;
  const take = (count: number) => {
    const slice = bytes.slice(i, i + count);
    i += count;
    return slice;
  };
  while (i < bytes.length) {
    const byte = bytes[i++]!;
    if (byte === 0x0a) {
      out += '\n';
      continue;
    }
    if (byte === 0x0d) continue;
    if (byte === 0x1b) {
      const command = bytes[i++]!;
      if (command === 0x40) out += '[init]';
      else if (command === 0x74) {
        codepage = bytes[i++]!;
        out += `[codepage ${codepage}${codepage === 19 ? ' cp858' : ''}]`;
      } else if (command === 0x45) out += bytes[i++] ? '[bold]' : '[/bold]';
      else if (command === 0x61) out += `[align ${alignments[bytes[i++]!] ?? '?'}]`;
      else if (command === 0x4d) out += `[font ${bytes[i++]}]`;
      else if (command === 0x2d) out += bytes[i++] ? '[underline]' : '[/underline]';
      else if (command === 0x64) out += `[feed ${bytes[i++]}]`;
      else out += `[ESC ${hex([command])}]`;
      continue;
    }
    if (byte === 0x1c && bytes[i] === 0x2e) {
      i++;
      out += '[kanji off]';
      continue;
    }
    if (byte === 0x1d) {
      const command = bytes[i++]!;
      if (command === 0x21) {
        const size = bytes[i++]!;
        out += size === 0 ? '[size 1x1]' : `[size ${(size >> 4) + 1}x${(size & 0x0f) + 1}]`;
      } else if (command === 0x42) out += bytes[i++] ? '[invert]' : '[/invert]';
      else if (command === 0x56) {
        const mode = bytes[i++]!;
        if (mode === 0x41 || mode === 0x42) out += `[feed and ${mode === 0x41 ? 'full' : 'partial'} cut ${bytes[i++]}]`;
        else out += mode === 0 || mode === 0x30 ? '[cut]' : '[partial cut]';
      } else if (command === 0x28 && bytes[i] === 0x6b) {
        i++;
        const [low, high] = take(2);
        const body = take(low! + (high! << 8));
        const [, fn] = body;
        if (fn === 0x50) out += `[QR data "${new TextDecoder().decode(body.slice(3))}"]`;
        else if (fn === 0x51) out += '[QR print]';
        else if (fn === 0x41) out += `[QR model ${body[2]! - 0x30}]`;
        else if (fn === 0x43) out += `[QR size ${body[2]}]`;
        else if (fn === 0x45) out += `[QR error level ${'LMQH'[body[2]! - 0x30] ?? '?'}]`;
        else out += `[GS ( k ${hex(body)}]`;
      } else out += `[GS ${hex([command])}]`;
      continue;
    }
    if (byte < 0x20) {
      out += `[${hex([byte])}]`;
      continue;
    }
    out += character(byte, codepage);
  }
  return out;
};

/** The bytes as hex, 32 a line: the exact golden beside the readable one. */
export const hexDump = (bytes: Uint8Array) => {
  const rows: string[] = [];
  for (let start = 0; start < bytes.length; start += 32) rows.push(hex(bytes.slice(start, start + 32)));
  return `${rows.join('\n')}\n`;
};
