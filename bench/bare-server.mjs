// The baseline: a bare node:http server answering the same bytes for any request: the shop's body and the headers
// the shop sent with it (argv[3], a JSON object), so both sides put the same response on the wire.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.argv[2]);
const headers = {
  ...(process.argv[3] ? JSON.parse(readFileSync(process.argv[3], 'utf8')) : {}),
  'content-length': body.length,
};
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, headers);
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
