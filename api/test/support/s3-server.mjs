// A real S3 protocol server (s3rver, path-style) for the storage tests, in its own plain Node
// process: s3rver's Koa stack does not load under the tsx loader the API tests run with.
// Prints `{"port":…}` once listening; stops on SIGTERM. Usage: node s3-server.mjs <dir> <bucket>
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.once('SIGTERM', () => server.close().then(() => process.exit(0)));
