// A faster right-to-left stylis plugin that writes exactly what stylis-plugin-rtl 2.1.1 (cssjanus 2.3.1) writes.
// stylis-plugin-rtl turns every ruleset back into a string, runs cssjanus's ~20 regular expressions over it and
// parses the result again with stylis: about a third of React's longest render tasks on the home page. This one
// runs cssjanus's own expressions, in cssjanus's order, on single declarations, and only on the few whose text
// names something cssjanus flips (left, right, margin, border-radius…); nothing is serialized or parsed again.
// Where the declaration-level answer could differ from cssjanus's whole-ruleset one (comments, /* @noflip */,
// "//" (stylis would read it as a comment when parsing again), a backquote, braces, an at-sign, a backslash in a
// declaration that may flip, a selector naming something cssjanus flips, a changed declaration with a second
// colon, a quote in a keyframe) and for @supports blocks, the ruleset goes to stylis-plugin-rtl itself. @keyframes
// steps are flipped here like rulesets, each declaration's lookahead running on through the later steps.
// Answers are remembered per declaration, and the costliest expressions are tried only where they can match:
// on a page's first styles, compiling cssjanus's expressions was most of the plugin's time.
// Differential tests against stylis-plugin-rtl prove the two equal.
//
// The expressions and the helpers that rewrite matches are cssjanus's (https://www.mediawiki.org/wiki/CSSJanus,
// Apache License 2.0, © 2008 Google Inc., 2010 Roan Kattouw, 2014 Trevor Parscal), copied without change.
import { DECLARATION, type Element, KEYFRAMES, MEDIA, type Middleware, RULESET, SUPPORTS } from 'stylis';
import stylisPluginRtl from 'stylis-plugin-rtl';

// cssjanus's patterns.
const nonAsciiPattern = '[^\\u0020-\\u007e]';
const unicodePattern = '(?:(?:\\\\[0-9a-f]{1,6})(?:\\r\\n|\\s)?)';
const numPattern = '(?:[0-9]*\\.[0-9]+|[0-9]+)';
const unitPattern = '(?:em|ex|px|cm|mm|in|pt|pc|deg|rad|grad|ms|s|hz|khz|%)';
const directionPattern = 'direction\\s*:\\s*';
const urlSpecialCharsPattern = '[!#$%&*-~]';
const validAfterUriCharsPattern = '[\'"]?\\s*';
const nonLetterPattern = '(^|[^a-zA-Z])';
const escapePattern = `(?:${unicodePattern}|\\\\[^\\r\\n\\f0-9a-f])`;
const nmstartPattern = `(?:[_a-z]|${nonAsciiPattern}|${escapePattern})`;
const nmcharPattern = `(?:[_a-z0-9-]|${nonAsciiPattern}|${escapePattern})`;
const identPattern = `-?${nmstartPattern}${nmcharPattern}*`;
const quantPattern = `${numPattern}(?:\\s*${unitPattern}|${identPattern})?`;
const signedQuantPattern = `((?:-?${quantPattern})|(?:inherit|auto))`;
const signedQuantSimplePattern = `(?:-?${numPattern}(?:\\s*${unitPattern})?)`;
const mathOperatorsPattern = '(?:\\+|\\-|\\*|\\/)';
const allowedCharsPattern = '(?:\\(|\\)|\\t| )';
const calcEquationPattern = `(?:${allowedCharsPattern}|${signedQuantSimplePattern}|${mathOperatorsPattern}){3,}`;
const calcPattern = `(?:calc\\((?:${calcEquationPattern})\\))`;
const signedQuantCalcPattern = `((?:-?${quantPattern})|(?:inherit|auto)|${calcPattern})`;
const fourNotationQuantPropsPattern = '((?:margin|padding|border-width)\\s*:\\s*)';
const fourNotationColorPropsPattern = '((?:-color|border-style)\\s*:\\s*)';
const colorPattern = `(#?${nmcharPattern}+|(?:rgba?|hsla?)\\([ \\d.,%-]+\\))`;
const urlCharsPattern = `(?:${urlSpecialCharsPattern}|${nonAsciiPattern}|${escapePattern})*?`;
const lookAheadNotLetterPattern = '(?![a-zA-Z])';
const lookAheadNotClosingParenPattern = `(?!${urlCharsPattern}${validAfterUriCharsPattern}\\))`;
const suffixPattern = '(\\s*(?:!important\\s*)?[;}])';

// cssjanus's regular expressions (those its default options use).
const temporaryToken = '`TMP`';
const temporaryTokenRegExp = /`TMP`/g;
const directionLtrRegExp = new RegExp(`(${directionPattern})ltr`, 'gi');
const directionRtlRegExp = new RegExp(`(${directionPattern})rtl`, 'gi');
// cssjanus's left and right expressions end with one more lookahead, "not followed by a selector's {" (its
// lookAheadNotOpenBracePattern). Reaching a "{" it must pass the declaration's closing ";", which it can only
// do inside quotes or after a backslash; a declaration this plugin rewrites has no braces, no backslash where
// left or right is, and a keyframe step no quotes, so here it is left out: the same answers, less work.
const leftRegExp = new RegExp(
  `${nonLetterPattern}(left)${lookAheadNotLetterPattern}${lookAheadNotClosingParenPattern}`,
  'gi',
);
const rightRegExp = new RegExp(
  `${nonLetterPattern}(right)${lookAheadNotLetterPattern}${lookAheadNotClosingParenPattern}`,
  'gi',
);
const cursorEastRegExp = new RegExp(`${nonLetterPattern}([ns]?)e-resize`, 'gi');
const cursorWestRegExp = new RegExp(`${nonLetterPattern}([ns]?)w-resize`, 'gi');
const fourNotationQuantRegExp = new RegExp(
  `${fourNotationQuantPropsPattern}${signedQuantCalcPattern}(\\s+)${signedQuantCalcPattern}(\\s+)${signedQuantCalcPattern}(\\s+)${signedQuantCalcPattern}${suffixPattern}`,
  'gi',
);
const fourNotationColorRegExp = new RegExp(
  `${fourNotationColorPropsPattern}${colorPattern}(\\s+)${colorPattern}(\\s+)${colorPattern}(\\s+)${colorPattern}${suffixPattern}`,
  'gi',
);
const bgHorizontalPercentageRegExp = new RegExp(
  `(background(?:-position)?\\s*:\\s*(?:[^:;}\\s]+\\s+)*?)(${quantPattern})`,
  'gi',
);
const bgHorizontalPercentageXRegExp = new RegExp(`(background-position-x\\s*:\\s*)(-?${numPattern}%)`, 'gi');
const borderRadiusRegExp = new RegExp(
  `(border-radius\\s*:\\s*)${signedQuantPattern}(?:(?:\\s+${signedQuantPattern})(?:\\s+${signedQuantPattern})?(?:\\s+${signedQuantPattern})?)?` +
    `(?:(?:(?:\\s*\\/\\s*)${signedQuantPattern})(?:\\s+${signedQuantPattern})?(?:\\s+${signedQuantPattern})?(?:\\s+${signedQuantPattern})?)?${suffixPattern}`,
  'gi',
);
const boxShadowRegExp = new RegExp(`(box-shadow\\s*:\\s*(?:inset\\s*)?)${signedQuantPattern}`, 'gi');
const textShadow1RegExp = new RegExp(
  `(text-shadow\\s*:\\s*)${signedQuantPattern}(\\s*)${colorPattern}`,
  'gi',
);
const textShadow2RegExp = new RegExp(
  `(text-shadow\\s*:\\s*)${colorPattern}(\\s*)${signedQuantPattern}`,
  'gi',
);
const textShadow3RegExp = new RegExp(`(text-shadow\\s*:\\s*)${signedQuantPattern}`, 'gi');
const translateXRegExp = new RegExp(
  `(transform\\s*:[^;}]*)(translateX\\s*\\(\\s*)${signedQuantPattern}(\\s*\\))`,
  'gi',
);
const translateRegExp = new RegExp(
  `(transform\\s*:[^;}]*)(translate\\s*\\(\\s*)${signedQuantPattern}((?:\\s*,\\s*${signedQuantPattern}){0,2}\\s*\\))`,
  'gi',
);
/** Whether the text after a declaration closes a parenthesis the way cssjanus's "inside url()" lookahead means. */
const closesParenRegExp = new RegExp(`^${urlCharsPattern}${validAfterUriCharsPattern}\\)`);

// Cheap gates: a declaration none of cssjanus's expressions can match is left as it is.
const mayFlipRegExp =
  /left|right|direction|resize|radius|shadow|transform|margin|padding|border-width|-color|border-style|background/i;
const leftOrRightRegExp = /left|right/i;
// Text on which the declaration-level rewrite is not known to equal cssjanus's whole-ruleset one. A backslash
// only where the declaration may flip: one none of cssjanus's expressions can match (MUI's `content:"\200b"`
// beside a button's icon, a skeleton's `content:"\00a0"`) is left as it is by both, and the lookahead of the
// declarations before it reads the same text here as in cssjanus.
const unsafeDeclarationRegExp = /[`{}@]|\/[*/]/;
const escapeRegExp = /\\/;
const unsafeSelectorRegExp =
  /(?:^|[^a-z])(?:left|right)(?![a-z])|direction|resize|radius|shadow|transform|(?:margin|padding|border-width|-color|border-style|background(?:-position)?(?:-x)?)\s*:|^--|[`\\{};@]|\/\*/i;

// cssjanus's helpers that rewrite a match.
function calculateNewBackgroundPosition(match: string, pre: string, value: string): string {
  if (pre.split('(').length > pre.split(')').length) return match;
  let flipped: string | number = value;
  if (value.slice(-1) === '%') {
    const idx = value.indexOf('.');
    if (idx !== -1) {
      const len = value.length - idx - 2;
      flipped = `${(100 - Number.parseFloat(value)).toFixed(len)}%`;
    } else {
      flipped = `${100 - Number.parseFloat(value)}%`;
    }
  }
  return pre + flipped;
}

function flipBorderRadiusValues(values: string[]): string {
  switch (values.length) {
    case 4:
      return [values[1], values[0], values[3], values[2]].join(' ');
    case 3:
      return [values[1], values[0], values[1], values[2]].join(' ');
    case 2:
      return [values[1], values[0]].join(' ');
    default:
      return values.join(' ');
  }
}

/** cssjanus joins the two radius groups with " / "; stylis, parsing that again, writes "/" (no spaces). */
function calculateNewBorderRadius(_match: string, pre: string, ...groups: (string | undefined)[]): string {
  const present = (value: string | undefined): value is string => Boolean(value);
  const firstGroup = groups.slice(0, 4).filter(present);
  const secondGroup = groups.slice(4, 8).filter(present);
  const post = groups[8] || '';
  const values = secondGroup.length
    ? `${flipBorderRadiusValues(firstGroup)}/${flipBorderRadiusValues(secondGroup)}`
    : flipBorderRadiusValues(firstGroup);
  return pre + values + post;
}

function flipSign(value: string): string {
  if (Number.parseFloat(value) === 0) return value;
  if (value[0] === '-') return value.slice(1);
  return `-${value}`;
}

const calculateNewShadow = (_match: string, property: string, offset: string) => property + flipSign(offset);
const calculateNewTranslate = (
  _match: string,
  property: string,
  prefix: string,
  offset: string,
  suffix: string,
) => property + prefix + flipSign(offset) + suffix;
const calculateNewFourTextShadow = (
  _match: string,
  property: string,
  color: string,
  space: string,
  offset: string,
) => property + color + space + flipSign(offset);

// Declarations repeat a great deal (a page's first styles have about eight of each), so each answer is kept:
// a declaration without left or right by its text, one with them by its text and what follows it (see below).
// Bounded, as a long session keeps making styles.
const MAX_REMEMBERED = 20_000;
const remembered = new Map<string, string>();
function remember(key: string, css: string): string {
  if (remembered.size < MAX_REMEMBERED) remembered.set(key, css);
  return css;
}

// Cheap necessary conditions for cssjanus's costlier expressions (compiling fourNotationQuantRegExp alone takes
// 5-25 ms, once per page): the four-value ones need their property, a colon and three runs of white space; a
// radius changes only with a second value (after white space or "/"), a background position only when it is a
// percentage, a transform only with "translate".
const threeSpacesRegExp = /\s\S*\s\S*\s/;
const fourQuantPropertyRegExp = /(?:margin|padding|border-width)\s*:/i;
const fourColorPropertyRegExp = /(?:-color|border-style)\s*:/i;
const manyRadiiRegExp = /border-radius\s*:\s*[^\s;/]+[\s/]/i;

// The four-value margin/padding/border-width swap in its common shape, "padding:8px 16px 0 24px;" (four plain
// quantities, single spaces), done by hand: cssjanus's expression for it is the costliest to compile (30 ms on
// a desktop, the first time a page's styles need it, four times that on a phone). Anything else (calc(), a
// space before a unit, !important, more or fewer values) goes to the expression.
const simpleFourQuantRegExp =
  /^([^:]*?(?:margin|padding|border-width):)([^ ;]+) ([^ ;]+) ([^ ;]+) ([^ ;]+);$/i;
const simpleQuantRegExp = /^(?:-?(?:[0-9]*\.[0-9]+|[0-9]+)(?:%|[a-z]+)?|inherit|auto)$/i;
function swapFourQuant(css: string): string {
  const parts = simpleFourQuantRegExp.exec(css);
  if (!parts?.slice(2).every((value) => simpleQuantRegExp.test(value)))
    return css.replace(fourNotationQuantRegExp, '$1$2$3$8$5$6$7$4$9');
  const [, property, top, right, bottom, left] = parts;
  return `${property}${top} ${left} ${bottom} ${right};`;
}

/**
 * cssjanus's transform of one declaration ("margin-left:8px;"), given whether the text after it in its ruleset
 * closes a parenthesis (cssjanus leaves left/right alone inside what looks like url(…), and its lookahead runs on
 * past the declaration). Only call it on declarations without comments, backquotes, backslashes or braces.
 */
export function flipDeclaration(declaration: string, restClosesParen: () => boolean): string {
  const known = remembered.get(declaration);
  if (known !== undefined) return known;
  if (!mayFlipRegExp.test(declaration)) return remember(declaration, declaration);
  if (!leftOrRightRegExp.test(declaration)) return remember(declaration, flip(declaration, ''));
  // The lookahead sees the rest of the ruleset; one character stands for it: ")" if it closes, else a space.
  // It starts the key too: no declaration starts with either.
  const sentinel = restClosesParen() ? ')' : ' ';
  const key = sentinel + declaration;
  return remembered.get(key) ?? remember(key, flip(declaration, sentinel));
}

/** cssjanus's expressions, in its order, on one declaration; `sentinel` stands for the rest (left/right only). */
function flip(declaration: string, sentinel: string): string {
  let css = declaration;
  if (/direction/i.test(css)) {
    css = css
      .replace(directionLtrRegExp, `$1${temporaryToken}`)
      .replace(directionRtlRegExp, '$1ltr')
      .replace(temporaryTokenRegExp, 'rtl');
  }
  if (sentinel) {
    css = `${css}${sentinel}`
      .replace(leftRegExp, `$1${temporaryToken}`)
      .replace(rightRegExp, '$1left')
      .replace(temporaryTokenRegExp, 'right')
      .slice(0, -1);
  }
  if (/-resize/i.test(css)) {
    css = css
      .replace(cursorEastRegExp, `$1$2${temporaryToken}`)
      .replace(cursorWestRegExp, '$1$2e-resize')
      .replace(temporaryTokenRegExp, 'w-resize');
  }
  if (manyRadiiRegExp.test(css)) css = css.replace(borderRadiusRegExp, calculateNewBorderRadius);
  if (/box-shadow/i.test(css)) css = css.replace(boxShadowRegExp, calculateNewShadow);
  if (/text-shadow/i.test(css)) {
    css = css
      .replace(textShadow1RegExp, calculateNewFourTextShadow)
      .replace(textShadow2RegExp, calculateNewFourTextShadow)
      .replace(textShadow3RegExp, calculateNewShadow);
  }
  if (/translate/i.test(css) && /transform/i.test(css))
    css = css
      .replace(translateXRegExp, calculateNewTranslate)
      .replace(translateRegExp, calculateNewTranslate);
  if (threeSpacesRegExp.test(css)) {
    if (fourQuantPropertyRegExp.test(css)) css = swapFourQuant(css);
    if (fourColorPropertyRegExp.test(css)) css = css.replace(fourNotationColorRegExp, '$1$2$3$8$5$6$7$4$9');
  }
  if (css.includes('%') && /background/i.test(css)) {
    css = css
      .replace(bgHorizontalPercentageRegExp, calculateNewBackgroundPosition)
      .replace(bgHorizontalPercentageXRegExp, calculateNewBackgroundPosition);
  }
  return css;
}

/** A fresh declaration node, as stylis's own parser would make it from `value` (one colon, ends with ";"). */
function declarationNode(original: Element, value: string): Element | undefined {
  const colon = value.indexOf(':');
  if (colon < 0 || value.indexOf(':', colon + 1) !== -1 || value.charCodeAt(value.length - 1) !== 59)
    return undefined;
  return freshDeclaration(original, value, value.slice(0, colon), value.slice(colon + 1, -1), colon);
}

/** A copy of a declaration node with the given text (what stylis's parser makes: nothing written yet). */
function freshDeclaration(
  original: Element,
  value: string,
  props: Element['props'],
  children: Element['children'],
  length: number,
): Element {
  const { root, parent, type, line, column } = original;
  return { value, root, parent, type, props, children, line, column, length, return: '' };
}

/**
 * The ruleset's declarations flipped, or undefined where stylis-plugin-rtl must decide. `after` is the text that
 * follows the ruleset where cssjanus sees it: nothing for a ruleset of its own, the later steps for a keyframe.
 */
function flipRuleset(element: Element, after = ''): Element[] | undefined {
  const declarations = element.children as Element[];
  // Nothing to write whatever the selector (MUI leaves empty rules such as "WebkitBoxShadow{}" in its inputs).
  if (Array.isArray(declarations) && declarations.length === 0) return [];
  const selector = Array.isArray(element.props) ? element.props.join(',') : element.props;
  if (!selector || unsafeSelectorRegExp.test(selector)) return undefined;
  const texts: string[] = [];
  for (const child of declarations) {
    // A declaration already written (return set) is one this plugin did not make fresh: leave it to cssjanus.
    if (child.type !== DECLARATION || child.return) return undefined;
    const text = child.value;
    if (
      text &&
      (unsafeDeclarationRegExp.test(text) ||
        (escapeRegExp.test(text) && mayFlipRegExp.test(text)) ||
        text.charCodeAt(text.length - 1) !== 59)
    )
      return undefined;
    texts.push(text);
  }
  if (!texts.some(Boolean)) return [];
  const flipped: Element[] = [];
  for (let i = 0; i < declarations.length; i++) {
    const text = texts[i];
    const original = declarations[i] as Element;
    if (!text) continue;
    const result = flipDeclaration(text, () =>
      closesParenRegExp.test(`${texts.slice(i + 1).join('')}}${after}`),
    );
    if (result === text) {
      flipped.push(freshDeclaration(original, text, original.props, original.children, original.length));
    } else {
      const node = declarationNode(original, result);
      if (!node) return undefined;
      flipped.push(node);
    }
  }
  return flipped;
}

/** A ruleset's text as stylis-plugin-rtl hands it to cssjanus (its declarations have no `return` yet). */
function rulesetText(element: Element): string {
  const selector = Array.isArray(element.props) ? element.props.join(',') : element.props;
  const body = (element.children as Element[]).map((child) => child.value).join('');
  return `${selector}{${body}}`;
}

/**
 * An @keyframes block's steps flipped in place (true), or false where stylis-plugin-rtl must decide: it gives
 * cssjanus the whole block, so a declaration's lookahead runs on through the later steps. Taking keyframes here
 * keeps cssjanus (and compiling its expressions, tens of milliseconds on a phone) off the start of every page:
 * the shell's loading bar and MUI's inputs each bring one.
 */
function flipKeyframes(element: Element): boolean {
  const steps = element.children as Element[];
  if (!Array.isArray(steps) || steps.length === 0) return false;
  if (
    steps.some((step) => step.type !== RULESET || !Array.isArray(step.children) || step.children.length === 0)
  )
    return false;
  const texts = steps.map(rulesetText);
  // A quote could carry cssjanus's not-before-a-brace lookahead across a step's end to the next step's "{".
  if (texts.some((text) => /["']/.test(text))) return false;
  const flipped: Element[][] = [];
  for (let i = 0; i < steps.length; i++) {
    const result = flipRuleset(steps[i] as Element, `${texts.slice(i + 1).join('')}}`);
    if (!result || result.length === 0) return false;
    flipped.push(result);
  }
  // New steps, not the old ones changed: the prefixer's @-webkit- copy of the block shares them.
  element.children = steps.map((step, i) => ({
    ...step,
    value: Array.isArray(step.props) ? step.props.join(',') : step.props,
    children: flipped[i] as Element[],
    return: '',
  }));
  element.return = '';
  return true;
}

/**
 * The right-to-left stylis plugin of the emotion cache: stylis-plugin-rtl's output, faster. Put it after
 * stylis's prefixer, as stylis-plugin-rtl goes.
 */
export const rtlPlugin: Middleware = (element, index, children, callback) => {
  if (element.type === KEYFRAMES && flipKeyframes(element)) return;
  if (element.type === KEYFRAMES || element.type === SUPPORTS)
    return stylisPluginRtl(element, index, children, callback);
  if (
    element.type !== RULESET ||
    (element.parent && element.parent.type !== MEDIA && element.parent.type !== RULESET)
  )
    return;
  const flipped = flipRuleset(element);
  if (!flipped) return stylisPluginRtl(element, index, children, callback);
  element.value = Array.isArray(element.props) ? element.props.join(',') : element.props;
  element.children = flipped;
  element.return = '';
};
Object.defineProperty(rtlPlugin, 'name', { value: 'rahiRtlPlugin' });
