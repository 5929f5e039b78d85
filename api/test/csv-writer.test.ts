import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CSV_BID_STATUS_MESSAGES } from '@leafbid/domain';
import { allPages, csvCell, csvLine, csvStream, CSV_BOM, type CsvColumn } from '../src/csv/csv.js';
import { csvLocale, csvReaderFor, labelsReader, MACHINE_READER } from '../src/csv/csv-reader.js';

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

  it('quotes a cell with a semicolon, the separator of comma-decimal locales (issue 41)', () => {
    assert.equal(csvCell('Kush; Pink'), '"Kush; Pink"');
    assert.equal(csvLine(['a;b', 'c']), '"a;b",c\r\n');
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
          { header: 'quantity_g', value: (r: { n: number }) => r.n },
          { header: 'total', value: (r: { n: number }) => r.n / 2 },
        ],
        pages,
      ),
    );
    assert.ok(out.startsWith(CSV_BOM));
    assert.equal(out, `${CSV_BOM}quantity_g,total\r\n1,0.5\r\n2,1\r\n3,1.5\r\n`);
  });
});

describe('the CSV reader: headers and words in the reader’s language (issue 35)', () => {
  type Row = { status: string; active: boolean | null; grams: number };
  const columns: CsvColumn<Row>[] = [
    { header: 'status', value: (r, reader) => reader.word(CSV_BID_STATUS_MESSAGES, r.status) },
    { header: 'active', value: (r, reader) => reader.yesNo(r.active) },
    { header: 'quantity_g', value: (r) => r.grams },
  ];
  const rows: Row[] = [
    { status: 'Not Started', active: true, grams: 1500.5 },
    { status: 'Pending', active: false, grams: 1000 },
    { status: 'Lost', active: null, grams: 2 },
  ];
  const file = async (reader = MACHINE_READER) =>
    text(
      csvStream(
        columns,
        allPages(async () => ({ data: rows, nextCursor: null })),
        reader,
      ),
    );

  it('machine: the snake_case names and the stored values, as before', async () => {
    assert.equal(
      await file(),
      `${CSV_BOM}status,active,quantity_g\r\nNot Started,true,1500.5\r\nPending,false,1000\r\nLost,,2\r\n`,
    );
  });

  it('fr-CA: French headers and words, numbers still plain; an unknown word as stored', async () => {
    assert.equal(
      await file(labelsReader('fr-CA')),
      `${CSV_BOM}Statut,Active,Quantité (g)\r\nNon commencée,Oui,1500.5\r\nEn attente,Non,1000\r\nLost,,2\r\n`,
    );
  });

  it('en-CA: English labels', async () => {
    assert.equal(
      await file(labelsReader('en-CA')),
      `${CSV_BOM}Status,Active,Quantity (g)\r\nNot Started,Yes,1500.5\r\nPending,No,1000\r\nLost,,2\r\n`,
    );
  });

  it('the language: ?lang=, else the contact’s Language, else Accept-Language, else en-CA', () => {
    const cases: Array<[Parameters<typeof csvLocale>, string]> = [
      [[{ lang: 'fr-CA' }, 'en-CA', 'en-CA'], 'fr-CA'],
      [[{ lang: 'en-CA' }, 'fr-CA', 'fr'], 'en-CA'],
      [[{}, 'fr-CA', 'en-CA'], 'fr-CA'],
      [[{}, null, 'fr-CA,fr;q=0.9,en;q=0.8'], 'fr-CA'],
      [[{}, null, 'en-GB;q=0.4, fr-FR;q=0.7'], 'fr-CA'],
      [[{}, null, 'de-DE, fr;q=0.5'], 'fr-CA'],
      [[{}, null, 'de-DE, en;q=0.9, fr;q=0.5'], 'en-CA'],
      [[{}, null, 'fr;q=0'], 'en-CA'],
      [[{}, 'de', undefined], 'en-CA'],
      [[{}, null, ''], 'en-CA'],
    ];
    for (const [args, expected] of cases) assert.equal(csvLocale(...args), expected, String(args));
  });

  it('headers=machine wins over any language', () => {
    assert.equal(
      csvReaderFor({ headers: 'machine', lang: 'fr-CA' }, 'fr-CA', 'fr'),
      MACHINE_READER,
    );
    assert.equal(csvReaderFor({ headers: 'labels' }, 'fr-CA', undefined).locale, 'fr-CA');
  });
});
