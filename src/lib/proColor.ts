/**
 * What pro-components' theme helpers need of @ctrl/tinycolor (`setAlpha` and `lighten` of
 * @ant-design/pro-provider), done with @ant-design/fast-color, which antd loads on every
 * page anyway: `.umirc.ts` points `@ctrl/tinycolor` here, so every page carries one colour
 * library instead of two (about 4 KB gzip). tests/web/perf/standIns.test.tsx checks the
 * results against tinycolor's.
 */
import { FastColor } from '@ant-design/fast-color';

/** RGB (0-1) to hue (0-1), saturation and lightness (0-1). */
function toHsl(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h / 6, s, l];
}

function hueToRgb(p: number, q: number, t: number): number {
  const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
  if (u < 1 / 6) return p + (q - p) * 6 * u;
  if (u < 1 / 2) return q;
  if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
  return p;
}

function fromHsl(h: number, s: number, l: number): [number, number, number] {
  if (s === 0) return [l, l, l];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return [hueToRgb(p, q, h + 1 / 3), hueToRgb(p, q, h), hueToRgb(p, q, h - 1 / 3)];
}

export class TinyColor {
  private color: FastColor;

  constructor(input: string) {
    this.color = new FastColor(input);
  }

  /** Sets the opacity (0-1). */
  setAlpha(alpha: number): this {
    this.color = this.color.setA(alpha);
    return this;
  }

  /** Raises the HSL lightness by `amount` percentage points (tinycolor's arithmetic). */
  lighten(amount = 10): this {
    const { r, g, b } = this.color.toRgb();
    const [h, s, l] = toHsl(r / 255, g / 255, b / 255);
    // tinycolor reads saturation and lightness back as percentages to two decimals, cut off
    const cut = (n: number) => Math.trunc(n * 10000) / 10000;
    const [red, green, blue] = fromHsl(h, cut(s), cut(Math.min(1, Math.max(0, l + amount / 100))));
    this.color = new FastColor({ r: Math.round(red * 255), g: Math.round(green * 255), b: Math.round(blue * 255), a: this.color.a });
    return this;
  }

  toRgbString(): string {
    const { r, g, b } = this.color.toRgb();
    const [red, green, blue] = [r, g, b].map(Math.round);
    const alpha = Math.round(this.color.a * 100) / 100;
    return alpha === 1 ? `rgb(${red}, ${green}, ${blue})` : `rgba(${red}, ${green}, ${blue}, ${alpha})`;
  }

  /** `#rrggbb`, without the opacity (as tinycolor's). */
  toHexString(): string {
    const { r, g, b } = this.color.toRgb();
    return `#${[r, g, b].map((n) => Math.round(n).toString(16).padStart(2, '0')).join('')}`;
  }
}
