import { satisfy } from '@module-federation/enhanced/runtime';
import { caretSatisfies } from './kernel-range';
import { forgetManifest } from './manifest-prefetch';
import {
  RemoteManifestError,
  fetchKernelRanges,
  kernelMismatch,
  kernelRangesOf,
} from './kernel-requirement';

// Issue 17: each remote's mf-manifest.json records the kernel range it was built against; the
// host mounts it only when the kernel it runs satisfies that range.

/** The `shared` entries of a manifest as the federation plugins write them. */
const manifest = (...shared: Array<{ name: string; requiredVersion?: string }>) => ({
  id: 'reports',
  name: 'reports',
  shared: shared.map((entry) => ({ id: `reports:${entry.name}`, version: '1.1.0', ...entry })),
});

describe('the kernel range in a remote manifest', () => {
  it("is the kernel's requiredVersion, once per distinct range, whatever else is shared", () => {
    expect(
      kernelRangesOf(
        manifest(
          { name: 'react', requiredVersion: '19.2.0' },
          { name: '@leafbid/shared', requiredVersion: '^1.1.0' },
          { name: '@leafbid/shared/platform', requiredVersion: '^1.1.0' },
          { name: '@leafbid/shared-other', requiredVersion: '^7.0.0' },
        ),
      ),
    ).toEqual(['^1.1.0']);
  });

  it('is none for a manifest that shares no kernel or writes no range', () => {
    expect(kernelRangesOf(manifest({ name: 'react', requiredVersion: '19.2.0' }))).toEqual([]);
    expect(kernelRangesOf(manifest({ name: '@leafbid/shared' }))).toEqual([]);
    expect(kernelRangesOf({})).toEqual([]);
    expect(kernelRangesOf(null)).toEqual([]);
  });
});

describe('kernelMismatch: semver, the way federation compares versions', () => {
  it.each([
    ['^1.1.0', '1.1.0'],
    ['^1.1.0', '1.4.2'], // a later minor has everything 1.1.0 had
    ['^1.0.0', '1.1.0'],
    ['>=1.0.0 <2.0.0', '1.1.0'],
  ])('a remote needing %s runs on kernel %s', (range, running) => {
    expect(kernelMismatch([range], running)).toBeNull();
  });

  it.each([
    ['^1.2.0', '1.1.0', true], // a new export since 1.1.0
    ['^9.0.0', '1.1.0', true],
    ['^2.0.0', '1.9.9', true], // a major changed or removed something
    ['^1.0.0', '2.0.0', false], // built for an older major
    ['1.0.0', '1.1.0', false], // pinned to another version
  ])(
    'a remote needing %s is refused by kernel %s (needs a newer one: %s)',
    (range, running, newer) => {
      expect(kernelMismatch(['^1.0.0', range], running)).toEqual({
        needs: range,
        runs: running,
        newer,
      });
    },
  );

  it('no range to check: nothing to refuse', () => {
    expect(kernelMismatch([], '1.1.0')).toBeNull();
  });
});

describe("caretSatisfies: the caret ranges the builds write, read as the runtime's semver reads them (issue 36)", () => {
  const versions = ['0.0.3', '0.0.4', '0.3.1', '0.3.2', '0.4.0', '1.0.0', '1.1.0', '1.4.2'];
  const more = ['1.9.9', '2.0.0', '2.3.0', '2.4.1', '2.5.0', '3.0.0', '10.2.0', '2.10.0'];
  const all = [...versions, ...more];
  it.each(all.flatMap((version) => all.map((range) => [version, `^${range}`] as const)))(
    'kernel %s, range %s: as satisfy',
    (version, range) => {
      expect(caretSatisfies(version, range)).toBe(satisfy(version, range));
    },
  );

  it("any other range, or a kernel that is not major.minor.patch, is the runtime's semver's", () => {
    for (const range of ['>=1.0.0 <2.0.0', '~1.1.0', '1.1.0', '^1.1', '^1.1.0 || ^2.0.0', '*'])
      expect(caretSatisfies('1.1.0', range)).toBeUndefined();
    expect(caretSatisfies('1.1.0-beta.1', '^1.0.0')).toBeUndefined();
    expect(kernelMismatch(['>=1.0.0 <2.0.0'], '1.1.0')).toBeNull();
    expect(kernelMismatch(['~1.0.0'], '1.1.0')?.needs).toBe('~1.0.0');
  });
});

describe('fetchKernelRanges', () => {
  const URL_R = 'http://reports.test/mf-manifest.json';
  let fetchMock: jest.Mock;
  beforeEach(() => {
    forgetManifest(URL_R);
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  /** An answer as fetch gives it (jsdom has no Response): the body can be read once per copy. */
  const answer = (status: number, body: unknown): Response => {
    const copy = (): Response =>
      ({
        ok: status >= 200 && status < 300,
        status,
        statusText: status === 200 ? 'OK' : 'Not Found',
        clone: copy,
        json: async () => JSON.parse(JSON.stringify(body)) as unknown,
      }) as unknown as Response;
    return copy();
  };

  it("reads the remote's manifest", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, manifest({ name: '@leafbid/shared', requiredVersion: '^9.0.0' })),
    );
    await expect(fetchKernelRanges('reports', URL_R)).resolves.toEqual(['^9.0.0']);
    expect(fetchMock).toHaveBeenCalledWith(URL_R);
  });

  it('a manifest it cannot read skips the remote, saying why', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, { error: 'Not Found' }));
    const failure = fetchKernelRanges('reports', URL_R);
    await expect(failure).rejects.toBeInstanceOf(RemoteManifestError);
    await expect(failure).rejects.toThrow(
      `Remote "reports" is skipped: its manifest could not be read (${URL_R} answered 404 Not Found)`,
    );
  });

  it('a manifest that does not answer skips the remote after the timeout', async () => {
    fetchMock.mockReturnValueOnce(new Promise(() => undefined));
    await expect(fetchKernelRanges('reports', URL_R, 20)).rejects.toThrow(
      `its manifest could not be read (${URL_R} did not answer within 20 ms)`,
    );
  });
});
