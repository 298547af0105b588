// Counts type casts (x as T, excluding `as const`; <T>x) and non-null assertions (x!) in src/, for issue 25's target.
// node scripts/count-type-escapes.mjs [checkout] [--by-file]: uses @swc/core's parser (TypeScript 7 has no JS API).
import { parseSync } from '@swc/core';
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
const args = process.argv.slice(2);
const byFile = args.includes('--by-file');
const root = args.find((a) => !a.startsWith('--')) ?? '.';
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
const perFile = [];
for (const f of files) {
  const before = [casts, nonNull];
  walk(parseSync(readFileSync(`${root}/${f}`, 'utf8'), { syntax: 'typescript', tsx: f.endsWith('.tsx') }));
  if (casts + nonNull > before[0] + before[1]) perFile.push([f, casts - before[0], nonNull - before[1]]);
}
if (byFile) for (const [f, c, n] of perFile.sort((a, b) => b[1] + b[2] - a[1] - a[2])) console.log(`${c}\t${n}\t${f}`);
console.log(JSON.stringify({ casts, nonNull, files: files.length }));
