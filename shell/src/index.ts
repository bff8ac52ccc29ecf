// An asynchronous boundary before anything shared is used, so the federation runtime can negotiate
// shared modules (React, MUI, …) first. Taken in a task of its own: the runtime's start-up and the evaluation
// of the shell's modules are each a long stretch of main thread, and a phone stays responsive between them.
setTimeout(() => import('./bootstrap'), 0);
