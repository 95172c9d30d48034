import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** `var Link = React10.forwardRef(`, `var Outlet = React2.createContext(` … at a module's top level. */
const topLevelReactCall =
  /^((?:var|let|const) [\w$]+ = )((?:React\w*\.)?(?:forwardRef|memo|createContext)\()/gm;
/** `Link.displayName = "Link";` on a line of its own: a name for React DevTools only. */
const displayName = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

/**
 * react-router ships `var Form = React.forwardRef(…)` without a `#__PURE__` annotation and names
 * every component for DevTools at the top level. Both keep unused parts (Form, NavLink, their
 * submission and prefetch helpers) in every build. This marks those React calls pure, which they
 * are (they only build an object), and drops the DevTools names, so the bundler can leave out
 * what the site never uses.
 */
export function pureReactCalls(): Plugin {
  return {
    name: 'playsite:pure-react-calls',
    apply: 'build',
    transform: {
      filter: { id: /node_modules[\\/]react-router[\\/]/ },
      handler(code, id) {
        const marked = new MagicString(code);
        for (const { index, 1: declaration = '' } of code.matchAll(topLevelReactCall)) {
          marked.appendLeft(index + declaration.length, '/* @__PURE__ */ ');
        }
        for (const match of code.matchAll(displayName)) {
          marked.remove(match.index, match.index + match[0].length);
        }
        if (!marked.hasChanged()) return null;
        return { code: marked.toString(), map: marked.generateMap({ source: id, hires: 'boundary' }) };
      },
    },
  };
}
