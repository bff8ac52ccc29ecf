// For the server container's tests: a page as its page() gives it for `request`, drawn as the gateway draws it
// (inside the shell's app there; in the providers and route the app gives it here).
import type { PageRenderRequest } from '@rahi/shared-contracts';
import { drawPage } from '@rahi/shared-ui/server-render';
import { page } from './container';

export const render = (request: PageRenderRequest) => drawPage('mf_profile', request, page(request));
