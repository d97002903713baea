import { describe, expect, it } from 'vitest';
import { stripPure } from './strip-pure-marks';

describe('build-tool marks in finished chunks (build)', () => {
  it('drops the pure marks and the notes for later tools', () => {
    expect(stripPure('var a=/* @__PURE__ */ f(),T=/* @__NO_SIDE_EFFECTS__ */ e=>e;'))
      .toBe('var a=f(),T=e=>e;');
    expect(stripPure('import(\n/* @vite-ignore */\nnew URL(`x`,import.meta.url).href)'))
      .toBe('import(new URL(`x`,import.meta.url).href)');
    expect(stripPure('/* istanbul ignore next */\nfunction f(){}')).toBe('function f(){}');
  });

  it('keeps a space where two tokens would join, a line break where one ended a statement, and every other comment', () => {
    expect(stripPure('return/* @vite-ignore */x')).toBe('return x');
    expect(stripPure('return\n/* @vite-ignore */\nx')).toBe('return\nx');
    expect(stripPure('a+/* @vite-ignore */+b')).toBe('a+ +b');
    expect(stripPure('a=/* keep */1')).toBe('a=/* keep */1');
  });

  it('treats the pure marks the same way: `return` never runs into the call after it', () => {
    // What the minifier wrote in valibot's literal schema: stripped to `returno(…)`, valid syntax
    // that threw at run time (every decoder using it fell back to its default).
    expect(stripPure('{returno}"~run"(e){return/* @__PURE__ */ o(e.value)}')).toBe('{returno}"~run"(e){return o(e.value)}');
    expect(stripPure('return /* @__PURE__ */o(e)')).toBe('return o(e)');
    expect(stripPure('new/* @__PURE__ */ Map')).toBe('new Map');
    expect(stripPure('x=/* @__PURE__ */ new Set,y=(/* #__PURE__ */ f())')).toBe('x=new Set,y=(f())');
    expect(stripPure('return\n/* @__PURE__ */ f()')).toBe('return\nf()');
  });
});
