/**
 * Empty on purpose: `.umirc.ts` points umi's `regenerator-runtime/runtime.js` import here.
 * With the build's browser targets nothing compiled for the site uses the global
 * `regeneratorRuntime`; libraries that run generators bring @babel/runtime's own helper.
 */
export {};
