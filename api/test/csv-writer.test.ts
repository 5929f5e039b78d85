import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allPages, csvCell, csvLine, csvStream, CSV_BOM } from '../src/csv/csv.js';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

describe('the CSV writer (issue 20)', () => {
  it('quotes a cell with a quote, a comma or a line break, doubling quotes (RFC 4180)', () => {
    assert.equal(csvCell('plain'), 'plain');
    assert.equal(csvCell('Kush, Pink'), '"Kush, Pink"');
    assert.equal(csvCell('the "best"'), '"the ""best"""');
    assert.equal(csvCell('two\nlines'), '"two\nlines"');
    assert.equal(csvCell('cr\r'), '"cr\r"');
    assert.equal(csvCell('Crème brûlée'), 'Crème brûlée');
  });

  it('guards against formulas: = + - @ tab CR first get an apostrophe', () => {
    assert.equal(csvCell('=HYPERLINK("http://x")'), `"'=HYPERLINK(""http://x"")"`);
    assert.equal(csvCell('+1'), "'+1");
    assert.equal(csvCell('-2'), "'-2");
    assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(csvCell('\tx'), "'\tx");
    assert.equal(csvCell('\rx'), `"'\rx"`);
    assert.equal(csvCell('a=b'), 'a=b');
  });

  it('numbers plain, booleans, dates as ISO, nothing as empty', () => {
    assert.equal(csvCell(12.5), '12.5');
    assert.equal(csvCell(-3), '-3');
    assert.equal(csvCell(1000000), '1000000');
    assert.equal(csvCell(Number.NaN), '');
    assert.equal(csvCell(true), 'true');
    assert.equal(csvCell(new Date('2026-01-02T03:04:05.000Z')), '2026-01-02T03:04:05.000Z');
    assert.equal(csvCell(null), '');
    assert.equal(csvCell(undefined), '');
    assert.equal(csvLine(['a', 1, null, 'b,c']), 'a,1,,"b,c"\r\n');
  });

  it('streams the BOM, one header row and every page’s rows, CRLF', async () => {
    const pages = allPages(async (cursor) =>
      cursor === undefined
        ? { data: [{ n: 1 }, { n: 2 }], nextCursor: 'next' }
        : { data: [{ n: 3 }], nextCursor: null },
    );
    const out = await text(
      csvStream(
        [
          { header: 'n', value: (r: { n: number }) => r.n },
          { header: 'half', value: (r: { n: number }) => r.n / 2 },
        ],
        pages,
      ),
    );
    assert.ok(out.startsWith(CSV_BOM));
    assert.equal(out, `${CSV_BOM}n,half\r\n1,0.5\r\n2,1\r\n3,1.5\r\n`);
  });
});
