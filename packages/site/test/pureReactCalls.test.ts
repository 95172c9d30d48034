import { describe, expect, it } from 'vitest';
import { pureReactCalls } from '../build/pureReactCalls.ts';

const id = '/x/node_modules/react-router/dist/production/chunk.mjs';
const library = [
  'var Link = React10.forwardRef(',
  '  function LinkWithRef(props, ref) { return null; }',
  ');',
  'Link.displayName = "Link";',
  'var RouteContext = React.createContext({ outlet: null });',
  'var MemoizedRoutes = React3.memo(DataRoutes);',
  'function keep() { return React10.forwardRef(inner); }',
  '',
].join('\n');

function transform(code: string) {
  const { handler } = pureReactCalls().transform as {
    handler: (code: string, id: string) => { code: string } | null;
  };
  return handler(code, id)?.code;
}

describe('pureReactCalls', () => {
  it("marks react-router's top-level React calls pure and drops its DevTools names", () => {
    const out = transform(library) ?? '';
    expect(out).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(out).toContain('var RouteContext = /* @__PURE__ */ React.createContext(');
    expect(out).toContain('var MemoizedRoutes = /* @__PURE__ */ React3.memo(');
    expect(out).not.toContain('displayName');
    // Calls inside functions run when called: left as they are.
    expect(out).toContain('function keep() { return React10.forwardRef(inner); }');
  });

  it('leaves code without such calls untouched', () => {
    expect(transform('export const answer = 42;\n')).toBeUndefined();
  });
});
