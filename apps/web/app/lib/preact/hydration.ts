/** True while the browser hydrates the server's HTML (see react-dom-client.ts). */
export const hydration = { active: false };
