// The search thread: holds the server's search indexes (index-host.ts) and answers the main thread's requests one at
// a time, so searching never holds the event loop that answers the shop's other requests. Loaded through tsx as the
// rest of the server is.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { IndexHost } = await tsImport('./index-host.ts', import.meta.url);
const host = new IndexHost();
parentPort.on('message', (message) => parentPort.postMessage(host.reply(message)));
