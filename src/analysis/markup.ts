/**
 * HTML read the way a page shows it: tags stripped to their text, entities decoded,
 * and apart from it the text the markup hides from a human reader but a model still reads —
 * comments, elements styled out of sight (display:none, visibility:hidden, zero size or opacity,
 * text the colour of its background, pushed off-screen), the `hidden` attribute. Text a page
 * does not render but a model reads anyway (scripts, templates, alt and title attributes) is kept
 * apart too, but not counted as concealment. A screen-reader-only label (clipped to 1px) is read
 * aloud to people, so it is not hiding. One scan, linear in the input.
 */
import { decodeHTMLAttribute } from 'entities';
import { concealingStyle, styleClassRules, type Rgb } from './css-hiding.js';

/** What the markup of a text shows and hides. */
export interface MarkupReading {
  /** The visible text: tags removed, entities decoded, block elements on their own lines. */
  text: string;
  /** Text deliberately hidden from view: comments and elements styled or marked invisible. */
  concealed: string[];
  /** Text never rendered but read by a model: scripts, templates, alt/title/aria-label attributes. */
  unrendered: string[];
}

/** HTML element names: only these (and custom elements, which contain a dash) are markup; `<system>` stays text. */
const ELEMENTS = new Set(
  ('a abbr address area article aside audio b base bdi bdo big blockquote body br button canvas caption center cite code col colgroup ' +
    'data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure font footer form h1 h2 h3 h4 h5 h6 head ' +
    'header hgroup hr html i iframe img input ins kbd label legend li link main map mark marquee menu meta meter nav noscript object ' +
    'ol optgroup option output p param picture pre progress q rp rt ruby s samp script section select slot small source span strike ' +
    'strong style sub summary sup svg table tbody td template text textarea tfoot th thead time title tr track tspan tt u ul var video wbr').split(' '),
);
const VOID = new Set('area base br col embed hr img input link meta param source track wbr'.split(' '));
const BLOCK = new Set('address article aside blockquote br dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody tfoot thead tr ul'.split(' '));
/** Attributes whose text a model reads although the page does not show it as text. */
const LABEL_ATTRS = ['alt', 'title', 'aria-label', 'placeholder'];
/** Attributes holding a URL the page loads or links to: kept in the text, where the link rules see them. */
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'poster', 'data', 'background'];
const TAG_START = /<(\/?)([A-Za-z][A-Za-z0-9:-]{0,40})/y;
const ATTR = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const MAX_DEPTH = 512;
const WHITE: Rgb = [255, 255, 255];

/** An element name HTML knows: a record's own elements ("bloodType", "date-of-birth", "ns:id") are not. */
export function isHtmlElement(name: string): boolean {
  return ELEMENTS.has(name.toLowerCase());
}

/** Quick test: does `text` contain an HTML comment or an element tag at all? */
export function hasMarkup(text: string): boolean {
  return /<!--|<\/?[A-Za-z][A-Za-z0-9-]*[\s/>]/.test(text);
}

interface Open {
  name: string;
  /** Index into the hidden buffers while this element hides its content. */
  buffer?: number;
  background: Rgb;
}

/**
 * Reads the markup of `text`. Text outside any tag is visible; a `<` that starts no known element
 * is text. Malformed markup degrades to text rather than hiding anything.
 *
 * @example readMarkup('Hi<div style="display:none">secret note</div>').concealed // ['secret note']
 */
export function readMarkup(text: string): MarkupReading {
  const visible: string[] = [];
  const buffers: { text: string[]; concealed: boolean }[] = [];
  const unrendered: string[] = [];
  const stack: Open[] = [];
  const hiddenClasses = new Set<string>();
  const target = () => {
    const top = stack[stack.length - 1];
    return top?.buffer !== undefined ? buffers[top.buffer].text : visible;
  };
  const emit = (s: string) => {
    if (s) target().push(decodeHTMLAttribute(s));
  };

  let pos = 0;
  let gt = -1;
  let lower: string | undefined;
  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    if (lt < 0) break;
    emit(text.slice(pos, lt));
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      const body = text.slice(lt + 4, end < 0 ? text.length : end).trim();
      if (body) buffers.push({ text: [decodeHTMLAttribute(body)], concealed: true });
      pos = end < 0 ? text.length : end + 3;
      continue;
    }
    // The tag ends at the next '>'; another '<' before it means this one opened no tag (linear: each '<' is passed once).
    if (gt < lt && gt !== -2) gt = text.indexOf('>', lt);
    // -2: no '>' after this point, so no later '<' can open a tag either.
    if (gt === -1) gt = -2;
    const nextLt = gt < 0 ? -1 : text.indexOf('<', lt + 1);
    TAG_START.lastIndex = lt;
    const m = gt < 0 || (nextLt >= 0 && nextLt < gt) ? null : TAG_START.exec(text);
    const name = m?.[2].toLowerCase();
    if (!m || !name || !(ELEMENTS.has(name) || name.includes('-'))) {
      emit('<');
      pos = lt + 1;
      continue;
    }
    const source = text.slice(lt, gt + 1);
    pos = gt + 1;
    if (m[1]) {
      close(name);
      if (BLOCK.has(name)) target().push('\n');
      else if (name === 'td' || name === 'th') target().push(' ');
      continue;
    }
    const attrs = attributes(source.slice(m[0].length, source.endsWith('/>') ? -2 : -1));
    if (name === 'script' || name === 'style' || name === 'textarea' || name === 'title') {
      // Raw text up to the matching end tag: no markup inside.
      lower ??= text.toLowerCase();
      const closeAt = lower.indexOf(`</${name}`, pos);
      const body = text.slice(pos, closeAt < 0 ? text.length : closeAt);
      const end = closeAt < 0 ? -1 : text.indexOf('>', closeAt);
      pos = end < 0 ? text.length : end + 1;
      if (name === 'style') for (const cls of styleClassRules(body)) hiddenClasses.add(cls);
      else if (name === 'script') {
        if (body.trim()) unrendered.push(body.trim());
      } else emit(body);
      continue;
    }
    for (const a of LABEL_ATTRS) if (attrs.get(a)?.trim()) unrendered.push(decodeHTMLAttribute(attrs.get(a) as string));
    for (const a of URL_ATTRS) if (attrs.get(a)?.trim()) target().push(` ${decodeHTMLAttribute(attrs.get(a) as string)} `);
    if (BLOCK.has(name)) target().push('\n');
    if (VOID.has(name) || source.endsWith('/>') || stack.length >= MAX_DEPTH) continue;

    const parent = stack[stack.length - 1];
    const background = parent?.background ?? WHITE;
    const style = concealingStyle(attrs.get('style') ?? '', background);
    const classes = (attrs.get('class') ?? '').split(/\s+/u).filter(Boolean);
    const byClass = classes.some((c) => hiddenClasses.has(c));
    const conceals = attrs.has('hidden') || style.conceals || byClass;
    const open: Open = { name, background: style.background ?? background, buffer: parent?.buffer };
    if (open.buffer === undefined && (conceals || name === 'template')) {
      buffers.push({ text: [], concealed: conceals });
      open.buffer = buffers.length - 1;
    }
    stack.push(open);
  }
  if (pos < text.length) emit(text.slice(pos));

  function close(name: string) {
    // Pop to the nearest open element of that name; a stray end tag closes nothing.
    for (let i = stack.length - 1; i >= Math.max(0, stack.length - 64); i--) {
      if (stack[i].name === name) {
        stack.length = i;
        return;
      }
    }
  }

  const concealed: string[] = [];
  for (const b of buffers) {
    const t = b.text.join('').replace(/[ \t]+/gu, ' ').trim();
    if (!t) continue;
    (b.concealed ? concealed : unrendered).push(t);
  }
  return { text: visible.join(''), concealed, unrendered };
}

/** The attributes of one start tag, names lower-cased; a bare attribute has the value ''. */
function attributes(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(ATTR)) out.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  return out;
}

/**
 * Markdown comments (`[//]: # (text)`): link definitions that are never rendered, used as comments.
 *
 * @example markdownComments('[//]: # (note to self)') // ['note to self']
 */
export function markdownComments(text: string): string[] {
  if (!text.includes(']: #')) return [];
  const out: string[] = [];
  for (const m of text.matchAll(/^[ \t]{0,3}\[[^\]\n]{0,40}\]:[ \t]*#[ \t]*(?:\(([^)\n]*)\)|"([^"\n]*)"|'([^'\n]*)')/gmu)) {
    const body = (m[1] ?? m[2] ?? m[3] ?? '').trim();
    if (body) out.push(body);
  }
  return out;
}
