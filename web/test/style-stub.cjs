// CSS never reaches jsdom. CSS-module lookups return the class name itself, so markup stays
// queryable (styles.card -> "card"); plain `import './x.css'` gets a harmless object.
// `then` and symbols stay undefined so the stub is never mistaken for a promise or iterator.
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => {
      if (typeof key !== 'string' || key === 'then' || key === '__esModule') {
        return undefined;
      }
      return key;
    },
  },
);
