// An asynchronous boundary before anything shared is used, so the federation runtime can negotiate
// shared modules (React, MUI, …) first.
import('./bootstrap');
