/** Runs the s3rver test server as its own process and prints its S3_* settings as one JSON line. */
import { startS3TestServer } from './s3-test-server.ts';

const server = await startS3TestServer(process.argv[2] ?? 'essays');
console.log(JSON.stringify(server.env));
process.once('SIGTERM', () => void server.close().finally(() => process.exit(0)));
