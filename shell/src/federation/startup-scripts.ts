// The gateway names a page's start-up chunks in its HTML as <script defer data-startup src="/remotes/…">
// (gateway/src/pages/startup-chunks.ts). When the federation runtime later loads the page's remote, it preloads
// the page's chunks from the manifest unless a script with exactly that src is already in the document, and it
// compares absolute URLs: written out absolute here, the tags are recognised and nothing is fetched or run twice.
// Setting src on a script that has started loading or has run does not load it again.

/** Rewrites each `script[data-startup]`'s src attribute to the absolute URL it already resolves to. */
export function absolutizeStartupScripts(root: ParentNode = document): number {
  const scripts = root.querySelectorAll<HTMLScriptElement>('script[data-startup][src]');
  for (const script of scripts) {
    if (script.getAttribute('src') !== script.src) script.setAttribute('src', script.src);
  }
  return scripts.length;
}
