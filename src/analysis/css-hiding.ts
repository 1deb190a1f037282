/**
 * Inline CSS that takes text out of a human reader's sight: display:none,
 * visibility:hidden, a zero or near-zero font size or opacity, a transparent colour or the colour
 * of the background, a box of zero size that clips its content, a scale of 0, positions far
 * off-screen. Clipping to a 1px box (the "visually hidden" screen-reader pattern) is left out on
 * purpose: screen readers read that text to people. Declarations are split, not matched by one
 * large pattern, so every regex here is small and linear.
 */

/** A colour as red, green, blue (0–255). */
export type Rgb = [number, number, number];

/** What an element's style does to its text. */
export interface StyleEffect {
  conceals: boolean;
  /** The background it sets for its content, when it sets one we can read. */
  background?: Rgb;
}

/** Named colours seen in hiding tricks; others are compared only when written as hex or rgb(). */
const NAMED: Record<string, Rgb> = { white: [255, 255, 255], black: [0, 0, 0], snow: [255, 250, 250], ivory: [255, 255, 240], whitesmoke: [245, 245, 245] };

/** A colour, `'transparent'` for one with no alpha, or undefined when it cannot be read. */
export function parseColor(value: string): Rgb | 'transparent' | undefined {
  const v = value.trim().toLowerCase().replace(/\s*!important$/u, '');
  if (v === 'transparent') return 'transparent';
  if (NAMED[v]) return NAMED[v];
  const hex = /^#([0-9a-f]{3,8})$/u.exec(v)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    if (full.length === 8 && parseInt(full.slice(6, 8), 16) === 0) return 'transparent';
    if (full.length !== 6 && full.length !== 8) return undefined;
    return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
  }
  const rgb = /^rgba?\(([^)]{1,60})\)$/u.exec(v)?.[1];
  if (rgb) {
    const parts = rgb.split(/[\s,/]+/u).filter(Boolean);
    if (parts.length < 3) return undefined;
    if (parts.length >= 4 && parseFloat(parts[3]) === 0) return 'transparent';
    const n = parts.slice(0, 3).map((p) => (p.endsWith('%') ? (parseFloat(p) * 255) / 100 : parseFloat(p)));
    return n.every(Number.isFinite) ? (n as Rgb) : undefined;
  }
  return undefined;
}

const near = (a: Rgb, b: Rgb) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2])) <= 8;

/** A length in px (em and rem taken as 16px), or undefined. */
function px(value: string): number | undefined {
  const m = /^(-?\d*\.?\d+)(px|pt|em|rem|%|vw|vh)?$/u.exec(value.trim().toLowerCase().replace(/\s*!important$/u, ''));
  if (!m) return undefined;
  const n = parseFloat(m[1]);
  if (m[2] === 'em' || m[2] === 'rem') return n * 16;
  if (m[2] === '%') return (n * 16) / 100;
  return n;
}

/** The declarations of a style attribute or rule, property names lower-cased. */
export function declarations(style: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of style.split(';')) {
    const i = d.indexOf(':');
    if (i > 0) out.set(d.slice(0, i).trim().toLowerCase(), d.slice(i + 1).trim());
  }
  return out;
}

/**
 * Whether a style hides its element's text, given the background behind it (white for a page;
 * undefined in a stylesheet rule, where the element's background is not known).
 *
 * @example concealingStyle('color:#fff', [255, 255, 255]).conceals // true
 */
export function concealingStyle(style: string, background: Rgb | undefined): StyleEffect {
  if (!style.includes(':')) return { conceals: false };
  const d = declarations(style);
  const get = (k: string) => (d.get(k) ?? '').toLowerCase().replace(/\s*!important$/u, '');
  const bgValue = d.get('background-color') ?? d.get('background')?.split(/\s+(?![^(]*\))/u)[0];
  const bgParsed = bgValue ? parseColor(bgValue) : undefined;
  const ownBg = Array.isArray(bgParsed) ? bgParsed : undefined;
  const effectiveBg = ownBg ?? background;
  const color = d.has('color') ? parseColor(d.get('color') as string) : undefined;
  const fontSize = px(get('font-size'));
  const opacity = get('opacity') ? parseFloat(get('opacity')) / (get('opacity').endsWith('%') ? 100 : 1) : undefined;
  const offscreen = ['left', 'top', 'right', 'margin-left', 'margin-top', 'text-indent'].some((k) => {
    const n = px(get(k));
    return n !== undefined && n <= -999;
  });
  const zeroBox = ['width', 'height', 'max-height', 'max-width'].some((k) => px(get(k)) === 0) && /hidden|clip/u.test(get('overflow'));
  const conceals =
    get('display') === 'none' ||
    get('visibility') === 'hidden' ||
    get('visibility') === 'collapse' ||
    (fontSize !== undefined && fontSize <= 1) ||
    (opacity !== undefined && Number.isFinite(opacity) && opacity <= 0.05) ||
    color === 'transparent' ||
    (Array.isArray(color) && effectiveBg !== undefined && near(color, effectiveBg)) ||
    /scale\(\s*0(?:\.0*)?\s*[,)]/u.test(get('transform')) ||
    offscreen ||
    zeroBox;
  return { conceals, background: ownBg };
}

/**
 * Class names a `<style>` block hides (`.promo { display: none }`), for elements that use them.
 * Only simple class selectors are read; the block is scanned once. A rule's colour is compared only
 * with a background the same rule sets (`.hero { color: #fff }` sits on a dark image).
 */
export function styleClassRules(css: string): string[] {
  const out: string[] = [];
  for (const rule of css.split('}')) {
    const open = rule.indexOf('{');
    if (open < 0 || !concealingStyle(rule.slice(open + 1), undefined).conceals) continue;
    for (const sel of rule.slice(0, open).split(',')) {
      const cls = /^\s*[a-z0-9]*\.([\w-]+)\s*$/iu.exec(sel)?.[1];
      if (cls) out.push(cls);
    }
  }
  return out;
}
