/**
 * First setup file of the 'web' project, before anything loads antd. jsdom never runs a CSS
 * animation or transition, so their end events never come. rc-motion (antd's dialogs,
 * drawers, form messages) decides when it loads whether to wait for them, from the event
 * constructors and the prefixed style properties the DOM has; jsdom 29 has enough of them (the
 * `-webkit-` ones among others) for it to wait, and a closing dialog or message would stay
 * until its time-out. Without them it shows and removes things at once, as a browser does
 * once a motion has ended.
 */
// A file may choose the node environment (`@vitest-environment node`): no DOM, nothing to do.
if (typeof document !== 'undefined') {
  const style = Object.getPrototypeOf(document.createElement('div').style) as Record<string, unknown>;
  for (const prefix of ['Webkit', 'Moz', 'ms', 'O']) {
    delete style[`${prefix}Animation`];
    delete style[`${prefix}Transition`];
  }
  delete (window as unknown as Record<string, unknown>).AnimationEvent;
  delete (window as unknown as Record<string, unknown>).TransitionEvent;
}
