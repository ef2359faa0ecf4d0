import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { documentNonce, NonceContext } from '#web/lib/nonce.ts';

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
