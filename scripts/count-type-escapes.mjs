// Counts type casts (x as T, excluding `as const`; <T>x) and non-null assertions (x!) in src/, for issue 25's target.
// node scripts/count-type-escapes.mjs [checkout]: uses @swc/core's parser (TypeScript 7 has no JS API).
import { parseSync } from '@swc/core';
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
const root = process.argv[2] ?? '.';
const files = execSync("git ls-files src", { cwd: root }).toString().split('\n').filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.gen.ts'));
let casts = 0, nonNull = 0;
const walk = (n) => {
  if (!n || typeof n !== 'object') return;
  if (Array.isArray(n)) { n.forEach(walk); return; }
  if (n.type === 'TsAsExpression' && !(n.typeAnnotation?.type === 'TsTypeReference' && n.typeAnnotation.typeName?.value === 'const')) casts++;
  if (n.type === 'TsTypeAssertion') casts++;
  if (n.type === 'TsNonNullExpression') nonNull++;
  for (const k in n) if (k !== 'span') walk(n[k]);
};
for (const f of files) walk(parseSync(readFileSync(`${root}/${f}`, 'utf8'), { syntax: 'typescript', tsx: f.endsWith('.tsx') }));
console.log(JSON.stringify({ casts, nonNull, files: files.length }));
