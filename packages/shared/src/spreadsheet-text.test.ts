import { describe, expect, it } from 'vitest';
import { spreadsheetText } from './spreadsheet-text.ts';

describe('spreadsheetText', () => {
  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(spreadsheetText(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
  });

  it('leaves other text, an empty cell and a formula sign inside the text alone', () => {
    expect(spreadsheetText('Taco al pastor')).toBe('Taco al pastor');
    expect(spreadsheetText('')).toBe('');
    expect(spreadsheetText('Gas = 20')).toBe('Gas = 20');
    expect(spreadsheetText(" 'ya'")).toBe(" 'ya'");
  });
});
