// Reads a catalog file off the main thread: checking 20,000 rows against the row schemas takes most of a second,
// which the server's event loop cannot spare while shoppers are being answered. The same reader as the operator's
// command (catalog-import-file.ts), loaded through tsx as the rest of the server is.
//
// The answer goes back as JSON text in parts: one structured-clone message of the whole file costs the main thread
// a quarter of a second to take apart, a part of 200 products a few milliseconds.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const PART = 200;
const { readCatalogFile, CatalogFileError } = await tsImport('./catalog-import-file.ts', import.meta.url);
let file;
try {
  file = readCatalogFile(workerData.name, workerData.format, workerData.text);
} catch (error) {
  if (!(error instanceof CatalogFileError)) throw error;
  parentPort.postMessage({ fileError: error.message });
}
if (file) {
  const { products, ...head } = file;
  parentPort.postMessage({ head: JSON.stringify(head) });
  for (let start = 0; start < products.length; start += PART)
    parentPort.postMessage({ products: JSON.stringify(products.slice(start, start + PART)) });
  parentPort.postMessage({ end: true });
}
