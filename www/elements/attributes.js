// The elements' attributes as properties: `el.headingLevel = 3` sets
// `heading-level="3"`, null removes it; a boolean attribute is present or not.

/**
 * Defines a property on `cls` for each attribute in `names` (camelCased:
 * `last-tile` → `lastTile`); those in `booleans` read and write presence.
 * (`lang` is HTMLElement's own, which mirrors its attribute already.)
 */
export function mirrorAttributes(cls, names, booleans = []) {
  for (const name of names) {
    const flag = booleans.includes(name);
    Object.defineProperty(
      cls.prototype,
      name.replace(/-(\w)/g, (_, c) => c.toUpperCase()),
      {
        get() {
          return flag ? this.hasAttribute(name) : this.getAttribute(name);
        },
        set(v) {
          if (flag) this.toggleAttribute(name, Boolean(v));
          else if (v == null) this.removeAttribute(name);
          else this.setAttribute(name, String(v));
        },
      },
    );
  }
}
