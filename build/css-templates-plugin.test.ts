import { describe, expect, it } from 'vitest';
import { minifyCssTemplates, minifyCssText } from './css-templates-plugin';

describe('CSS template minification (build)', () => {
  it('drops comments and the whitespace around punctuation, keeps the spaces values need', () => {
    expect(minifyCssText('\n  /* note */\n  border: 1px solid var(--b);\n  width: calc(100% - 6px);\n  &:hover,\n  &[x] {\n    color: red;\n  }\n', true, true))
      .toBe('border:1px solid var(--b);width:calc(100% - 6px);&:hover,&[x]{color:red;}');
  });

  it('keeps a space at an interpolation between words', () => {
    const out = minifyCssTemplates("const s = classes('x', { a: `\n  border: 1px solid ${c};\n  ${mq.small} {\n    padding: 0;\n  }\n` });", '/p/src/x.ts');
    expect(out).toBe("const s = classes('x', { a: `border:1px solid ${c};${mq.small}{padding:0;}` });");
  });

  it('rewrites css`` and keyframes`` tags, globalStyles and the constants of style modules only', () => {
    const code = 'const a = css`\n  color: red;\n`;\nconst b = `\n  keep:  this;\n`;\nglobalStyles(`\n  a { b: c; }\n`);';
    expect(minifyCssTemplates(code, '/p/src/x.tsx')).toBe('const a = css`color:red;`;\nconst b = `\n  keep:  this;\n`;\nglobalStyles(`a{b:c;}`);');
    expect(minifyCssTemplates('export const m = `\n  a: b;\n`;', '/p/src/ui/styles.ts')).toBe('export const m = `a:b;`;');
  });

  it('leaves nested templates as written inside the outer one', () => {
    const code = 'classes(\'x\', { a: `\n  top: ${`${n}px`};\n` });';
    expect(minifyCssTemplates(code, '/p/src/x.ts')).toBe("classes('x', { a: `top:${`${n}px`};` });");
  });

  it('rewrites the plain string blocks of classes(), and no other string', () => {
    const code = "const s = classes('x', { a: 'display: flex; gap: 8px;', b: `\n  color: red;\n` }); const t = 'keep:  this;';";
    expect(minifyCssTemplates(code, '/p/src/x.tsx')).toBe("const s = classes('x', { a: \"display:flex;gap:8px;\", b: `color:red;` }); const t = 'keep:  this;';");
  });
});
