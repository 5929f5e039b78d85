import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import {
  caretSatisfies,
  checkBudget,
  checkCatalogues,
  checkCssScope,
  checkDescription,
  checkKernel,
  firstLoadFiles,
  readHostManifest,
  readManifest,
  runChecks,
} from './checks.mjs';
import { demoRemotesOf } from './fixtures/demo-remote.mjs';

const demo = demoRemotesOf(after);
const manifestOf = (d) => readManifest(d.dist).manifest;
const editJson = (file, change) =>
  writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8')))));

describe('the release checks', () => {
  it('pass for a remote built as it should be', async () => {
    const d = demo();
    const result = await runChecks({ remote: d.remote, hostManifest: d.hostManifest });
    assert.deepEqual(
      result.checks.map((check) => [check.name, check.problems]),
      [
        ['description', []],
        ['kernel', []],
        ['catalogues', []],
        ['css-scope', []],
        ['budget', []],
      ],
    );
    assert.equal(result.ok, true);
  });

  describe('(a) the description', () => {
    it('refuses an invalid description, naming the field', async () => {
      const d = demo();
      editJson(path.join(d.dist, 'leafbid-remote.json'), (description) => ({
        ...description,
        routes: [{ ...description.routes[0], path: 'demo' }],
      }));
      const [problem] = await checkDescription(d.remote, d.dist);
      assert.match(problem, /leafbid-remote\.json: routes\[0\]\.path: path must be absolute/);
    });

    it("refuses another remote's name, a module not exposed and a missing catalogue", async () => {
      const d = demo();
      const file = path.join(d.dist, 'leafbid-remote.json');
      editJson(file, (description) => ({ ...description, name: 'other' }));
      assert.match(
        (await checkDescription(d.remote, d.dist))[0],
        /name: is "other", expected "demo"/,
      );
      editJson(file, (description) => ({
        ...description,
        name: 'demo',
        widgets: [{ slot: 'dashboard-main', module: 'Missing', order: 1 }],
      }));
      rmSync(path.join(d.dist, 'locales', 'fr-CA.33334444.json'));
      assert.deepEqual(
        (await checkDescription(d.remote, d.dist)).map((problem) =>
          problem.replace(/^.*leafbid-remote\.json: /, ''),
        ),
        [
          'names module Missing, which mf-manifest.json does not expose',
          'its fr-CA catalogue locales/fr-CA.33334444.json is not in dist/',
        ],
      );
    });
  });

  describe('(b) the kernel', () => {
    it('reads caret ranges as semver does', () => {
      assert.equal(caretSatisfies('2.5.1', '^2.5.1'), true);
      assert.equal(caretSatisfies('2.9.0', '^2.5.1'), true);
      assert.equal(caretSatisfies('2.5.0', '^2.5.1'), false);
      assert.equal(caretSatisfies('3.0.0', '^2.5.1'), false);
      assert.equal(caretSatisfies('0.2.9', '^0.2.3'), true);
      assert.equal(caretSatisfies('0.3.0', '^0.2.3'), false);
      assert.equal(caretSatisfies('0.0.4', '^0.0.3'), false);
      assert.equal(caretSatisfies('2.5.1', '>=2'), undefined);
    });

    it('refuses a remote built for a kernel the host does not run, naming both', () => {
      const d = demo({ kernelRange: '^2.6.0', hostKernel: '2.5.1' });
      const host = { manifest: JSON.parse(readFileSync(d.hostManifest, 'utf8')), source: 'prod' };
      assert.deepEqual(checkKernel(manifestOf(d), host), [
        "built against kernel ^2.6.0, but the host (prod) runs @leafbid/shared 2.5.1: rebuild against the host's kernel",
      ]);
      const newer = demo({ kernelRange: '^2.5.1', hostKernel: '2.7.0' });
      const newerHost = {
        manifest: JSON.parse(readFileSync(newer.hostManifest, 'utf8')),
        source: 'prod',
      };
      assert.deepEqual(checkKernel(manifestOf(newer), newerHost), []);
    });

    it("reads the host's manifest from a URL, and says when it cannot", async () => {
      const d = demo({ kernelRange: '^3.0.0', hostKernel: '2.5.1' });
      const server = createServer((request, response) => {
        if (request.url === '/mf-manifest.json') response.end(readFileSync(d.hostManifest));
        else response.writeHead(404).end();
      });
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      const base = `http://127.0.0.1:${server.address().port}`;
      try {
        const host = await readHostManifest(`${base}/mf-manifest.json`);
        assert.match(
          checkKernel(manifestOf(d), host)[0],
          /built against kernel \^3\.0\.0, but the host .* runs @leafbid\/shared 2\.5\.1/,
        );
        const missing = await readHostManifest(`${base}/nope.json`);
        assert.deepEqual(checkKernel(manifestOf(d), missing), [
          `the host's manifest ${base}/nope.json answered 404`,
        ]);
      } finally {
        server.close();
      }
      const noFile = await readHostManifest(path.join(d.root, 'absent.json'));
      assert.match(
        checkKernel(manifestOf(d), noFile)[0],
        /absent\.json is missing: build the host, or set RELEASE_HOST_MANIFEST/,
      );
    });
  });

  describe('(c) the catalogues', () => {
    it('refuses a missing translation', async () => {
      const d = demo({ fr: { 'demo.page.title': 'Démo' } });
      const problems = await checkCatalogues(d.remote, d.dist);
      assert.ok(
        problems.some((problem) => /demo\.page\.empty has no fr-CA translation/.test(problem)),
        problems.join('\n'),
      );
    });

    it('refuses a dist/ older than a source file, naming it', async () => {
      const d = demo();
      const source = path.join(d.dir, 'src', 'messages.ts');
      const later = new Date(Date.now() + 60_000);
      utimesSync(source, later, later);
      const problems = await checkCatalogues(d.remote, d.dist);
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(
        problems[0],
        /dist\/ is older than its sources: .*remote-demo\/src\/messages\.ts changed at/,
      );
    });

    it('a test changed after the build does not make it stale (tests are not built)', async () => {
      const d = demo();
      const later = new Date(Date.now() + 60_000);
      for (const name of ['messages.test.ts', 'test-setup.tsx']) {
        const file = path.join(d.dir, 'src', name);
        writeFileSync(file, 'export {};\n');
        utimesSync(file, later, later);
      }
      assert.deepEqual(await checkCatalogues(d.remote, d.dist), []);
    });

    it('refuses a built catalogue that reads otherwise than the sources, naming the id', async () => {
      const d = demo();
      editJson(path.join(d.dist, 'locales', 'fr-CA.33334444.json'), (catalogue) => ({
        ...catalogue,
        'demo.page.title': 'Ancien titre',
      }));
      const problems = await checkCatalogues(d.remote, d.dist);
      assert.deepEqual(problems.length, 1, problems.join('\n'));
      assert.match(
        problems[0],
        /locales\/fr-CA\.33334444\.json is not built from the current sources: demo\.page\.title/,
      );
    });
  });

  describe('(d) CSS scope', () => {
    it('refuses a global h1 or button rule in the remote, naming the file and the selector', () => {
      const d = demo({ css: '.de-page{margin:0}h1{color:red}.de-page,button{padding:0}' });
      const problems = checkCssScope(d.remote, d.dist, manifestOf(d));
      assert.equal(problems.length, 2, problems.join('\n'));
      assert.match(
        problems[0],
        /^dist\/styles\.eeee5555\.css:1: selector "h1" can match outside the remote/,
      );
      assert.match(problems[1], /selector "button"/);
    });

    it("holds the kernel's stylesheet to lb-, and the remote's to its own prefix", () => {
      const d = demo({
        css: '.lb-button{color:red}@keyframes spin{to{opacity:0}}',
        kernelCss: ':root{--lb-x:1px}.lb-button{padding:0}.de-page{margin:0}',
      });
      const problems = checkCssScope(d.remote, d.dist, manifestOf(d));
      assert.deepEqual(
        problems.map((problem) => problem.replace(/ can match.*| is global.*/, '')),
        [
          'dist/leafbid-shared.bbbb2222.css:1: selector ".de-page"',
          'dist/styles.eeee5555.css:1: selector ".lb-button"',
          'dist/styles.eeee5555.css:1: @keyframes spin',
        ],
      );
    });

    it('refuses a remote that declares no prefix', () => {
      const d = demo();
      editJson(path.join(d.dir, 'package.json'), (pkg) => ({
        ...pkg,
        leafbid: { remote: 'demo', port: 3999 },
      }));
      assert.match(
        checkCssScope(d.remote, d.dist, manifestOf(d))[0],
        /declare the remote's CSS class prefix/,
      );
    });
  });

  describe('(e) first-load JavaScript', () => {
    it('counts remoteEntry.js and the exposes’ sync chunks, not the async ones or the kernel', () => {
      const d = demo();
      assert.deepEqual(firstLoadFiles(manifestOf(d)), [
        'remoteEntry.js',
        '__federation_expose_DemoPage.cccc3333.js',
      ]);
    });

    it('refuses a first load over the budget, with the figures', () => {
      const d = demo({ budgetKb: 0.05 });
      writeFileSync(path.join(d.dist, 'remoteEntry.js'), randomBytes(4000));
      const { problems, totalBytes } = checkBudget(d.remote, d.dist, manifestOf(d));
      assert.ok(totalBytes > 3000);
      assert.equal(problems.length, 1);
      assert.match(
        problems[0],
        /^first-load JavaScript is \d+\.\d KiB gzip, over the budget of 0\.05 KiB \(leafbid\.budgetKb\): largest remoteEntry\.js \d+\.\d KiB/,
      );
    });
  });
});
