import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Source maps would publish the server code's paths and sources next to the client assets.
    sourcemap: false,
  },
});
