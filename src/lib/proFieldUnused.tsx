/**
 * Stand-in for the pro-field value types this site never uses: color, cascader,
 * treeSelect, image, slider and rate (.umirc.ts swaps pro-field's own components for
 * this one in the production build). ProTable imports every value type's component,
 * so these six brought a color picker, tree, cascader, image viewer and slider
 * (about 180 KB of script) to the ranking page. Shows the raw value as text; to use
 * one of these value types, remove it from the list in .umirc.ts.
 */
import { forwardRef } from 'react';

const UnusedProField = forwardRef<HTMLSpanElement, { text?: unknown }>(function UnusedProField({ text }, ref) {
  return <span ref={ref}>{text === null || text === undefined ? '' : String(text)}</span>;
});

export default UnusedProField;
