/**
 * Taps that come before the page is hydrated. Between the first paint and hydration a button whose work is done in
 * JavaScript (Add to cart, Menu, Shop, Rewards) would take a tap and do nothing. Such a button carries
 * `data-needs-js`; this script, inlined at the top of the document's head, catches a click on one before
 * `html[data-hydrated]` is set (root.tsx sets it once React has hydrated), keeps it from doing anything else, marks
 * the button `aria-busy` (shell.css dims it and shows the progress cursor), and once the page is hydrated clicks that
 * button again, once: the shopper's tap is honoured rather than lost. Only the last such tap counts. Hydration keeps
 * the server's elements; should one have been replaced, the button is found again by its place among the buttons
 * that need JavaScript. The click is replayed a task after hydration, once stored state (the session, the cart) has
 * reached the components.
 */
export const NEEDS_JS = 'data-needs-js';

export const EARLY_TAPS_SCRIPT =
  '(function(d,h,S,B,q,i){' +
  'function a(){return d.querySelectorAll(S)}' +
  "d.addEventListener('click',function(e){" +
  'var t=!h.dataset.hydrated&&e.target.closest&&e.target.closest(S);' +
  'if(t){' +
  'e.preventDefault();e.stopImmediatePropagation();' +
  'q&&q.removeAttribute(B);' +
  'q=t;i=[].indexOf.call(a(),t);' +
  "t.setAttribute(B,'true')" +
  '}},!0);' +
  'new MutationObserver(function(m,o){' +
  'if(h.dataset.hydrated){' +
  'o.disconnect();' +
  'q&&setTimeout(function(){' +
  'if(!q.isConnected)q=a()[i];' +
  'if(q){q.removeAttribute(B);q.click()}' +
  '})' +
  "}}).observe(h,{attributeFilter:['data-hydrated']})" +
  `})(document,document.documentElement,'[${NEEDS_JS}]','aria-busy')`;
