// An asynchronous boundary before anything shared is used, so the federation runtime can negotiate
// shared modules (React, MUI, …) first. Taken in a task of its own: the runtime's start-up and the evaluation
// of the shell's modules are each a long stretch of main thread, and a phone stays responsive between them.
// A chunk load error nothing catches (a start-up chunk of a build deployed over this one) reloads the page once.
import { reloadOnUnhandledChunkErrors } from './stale-build/chunk-error';

reloadOnUnhandledChunkErrors();
setTimeout(() => import('./bootstrap'), 0);
