import { isLoopbackHost, onPageLoopback } from './loopback-host';

describe('onPageLoopback (issue 35: the local stack from localhost or 127.0.0.1)', () => {
  it.each([
    // configured URL, page host name, URL the browser uses
    ['http://localhost:4000', '127.0.0.1', 'http://127.0.0.1:4000'],
    ['http://127.0.0.1:4000', 'localhost', 'http://localhost:4000'],
    ['http://localhost:4000/', '127.0.0.1', 'http://127.0.0.1:4000/'],
    ['http://localhost:3001/mf-manifest.json', '[::1]', 'http://[::1]:3001/mf-manifest.json'],
    ['http://[::1]:4000/api?x=1', 'localhost', 'http://localhost:4000/api?x=1'],
    ['http://LOCALHOST:4000', '127.0.0.1', 'http://127.0.0.1:4000'],
    // already the page's name
    ['http://localhost:4000', 'localhost', 'http://localhost:4000'],
    // a real host name on either side is left alone
    ['https://api.leafbid.ca', '127.0.0.1', 'https://api.leafbid.ca'],
    ['http://localhost:4000', 'app.leafbid.ca', 'http://localhost:4000'],
    ['http://192.168.1.20:4000', 'localhost', 'http://192.168.1.20:4000'],
    // relative: on the page's own host already
    ['/api', '127.0.0.1', '/api'],
  ])('%s seen from %s → %s', (configured, page, expected) => {
    expect(onPageLoopback(configured, page)).toBe(expected);
  });

  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['127.0.0.2', false],
    ['localhost.example', false],
    ['leafbid.ca', false],
  ])('isLoopbackHost(%s) = %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
