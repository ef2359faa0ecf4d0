import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const TAG = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks React Router's module preloads low priority as the document streams out. Chrome fetches modulepreloads at
 * high priority, level with the hero picture and above the other images; on a slow mobile link the page, already
 * rendered on the server, then waits for 120 KB of hydration scripts before its pictures. Low, they follow what the
 * shopper sees (Lighthouse also stops counting them as render-blocking). React Router's <Scripts> takes no option
 * for this, hence the rewrite; a tag cut between two chunks is held back until the next one.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';

  function rewrite(text: string, last: boolean): string {
    let out = held + text;
    held = '';
    const open = out.lastIndexOf('<');
    if (!last && open !== -1 && out.length - open < TAG.length && TAG.startsWith(out.slice(open))) {
      held = out.slice(open);
      out = out.slice(0, open);
    }
    return out.replaceAll(TAG, LOW);
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, rewrite(decoder.write(chunk), false));
    },
    flush(done) {
      done(null, rewrite(decoder.end(), true));
    },
  });
}
