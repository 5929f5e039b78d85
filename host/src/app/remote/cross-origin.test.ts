import { crossOriginPlugin } from './cross-origin';

const createScript = crossOriginPlugin.createScript as (args: {
  url: string;
  attrs?: Record<string, unknown>;
}) => HTMLScriptElement;
const createLink = crossOriginPlugin.createLink as (args: {
  url: string;
  attrs?: Record<string, unknown>;
}) => HTMLLinkElement;

describe("a remote's scripts and styles are asked for in CORS mode, on its manifest's connection (issue 22)", () => {
  it('remoteEntry.js: a script with crossorigin="anonymous" and the attributes the runtime asked for', () => {
    const script = createScript({
      url: 'http://orders.test/remoteEntry.js',
      attrs: { fetchpriority: 'high', type: 'text/javascript', async: true },
    });
    expect(script.src).toBe('http://orders.test/remoteEntry.js');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    expect(script.getAttribute('fetchpriority')).toBe('high');
    expect(script.getAttribute('type')).toBe('text/javascript');
    expect(script.async).toBe(true);
  });

  it("a preload of a remote's chunk or stylesheet: the same mode as the script or stylesheet that uses it", () => {
    for (const as of ['script', 'style']) {
      const link = createLink({
        url: `http://orders.test/416.3051d289.${as === 'script' ? 'js' : 'css'}`,
        attrs: { rel: 'preload', as },
      });
      expect(link.href).toMatch(/^http:\/\/orders\.test\/416\.3051d289\./);
      expect(link.rel).toBe('preload');
      expect(link.getAttribute('as')).toBe(as);
      expect(link.getAttribute('crossorigin')).toBe('anonymous');
    }
  });

  it("a remote on the page's own origin (one CDN, /remotes/<name>/): the runtime's own element, as webpack asks for a same-origin chunk", () => {
    expect(createScript({ url: '/remotes/orders/remoteEntry.js' })).toBeUndefined();
    expect(
      createLink({
        url: `${window.location.origin}/remotes/orders/416.3051d289.js`,
        attrs: { rel: 'preload', as: 'script' },
      }),
    ).toBeUndefined();
  });

  it('without attributes: only the mode', () => {
    const script = createScript({ url: 'http://orders.test/remoteEntry.js' });
    expect(script.getAttributeNames().sort()).toEqual(['crossorigin', 'src']);
  });
});
