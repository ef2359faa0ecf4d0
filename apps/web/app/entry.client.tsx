import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { documentNonce, NonceContext } from '#web/lib/nonce.ts';
import { reloadOnMissingCode } from '#web/lib/reload-on-missing-code.ts';

reloadOnMissingCode();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext.Provider value={documentNonce()}>
        <HydratedRouter />
      </NonceContext.Provider>
    </StrictMode>,
  );
});
