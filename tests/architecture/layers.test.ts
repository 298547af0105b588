import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The layers lint (.dependency-cruiser.cjs, `npm run lint:layers` in `npm test`) run on a small tree
// with violations planted in it: it must fail and name each one, and pass the imports that go with the grain.
const root = fileURLToPath(new URL('../..', import.meta.url));
const tree = mkdtempSync(join(tmpdir(), 'layers-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function plant(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
}

function lint() {
  const run = spawnSync(join(root, 'node_modules/.bin/depcruise'), ['src', 'commands', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'err'], {
    cwd: tree,
    encoding: 'utf8',
  });
  return { status: run.status, report: run.stdout + run.stderr };
}

describe('the layers lint', () => {
  // the project's own path aliases, so the planted files import as the real ones do
  writeFileSync(join(tree, 'tsconfig.json'), readFileSync(join(root, 'tsconfig.json'), 'utf8'));
  plant({
    'src/domain/rule.ts': 'export const rule = 1;\n',
    'src/app/api/client.ts': "import { rule } from '#domain/rule';\nexport const call = () => rule;\n",
    'src/app/ui/Button.ts': "import { call } from '#app/api/client';\nexport const Button = () => call();\n",
    'commands/go.ts': "import { Button } from '#app/ui/Button';\nexport default Button;\n",
  });

  it('passes imports that go with the grain', () => {
    const { status, report } = lint();
    expect(report).toContain('no dependency violations found');
    expect(status).toBe(0);
  });

  it('fails on a planted violation of each kind and names it', () => {
    plant({
      'src/domain/impure.ts': "import { Button } from '#app/ui/Button';\nexport const impure = Button;\n",
      'src/app/api/notify.ts': "import { Button } from '#app/ui/Button';\nexport const notify = Button;\n",
      'src/app/features/ads/Form.ts': "import { List } from '#app/features/ad-sets/List';\nexport const Form = List;\n",
      'src/app/features/ad-sets/List.ts': 'export const List = 1;\n',
      'src/server/repo/documents.ts': "import { enqueue } from './outbox';\nexport const write = () => enqueue();\n",
      'src/server/repo/outbox.ts': "import { write } from './documents';\nexport const enqueue = (): unknown => write;\n",
      'src/server/workers/job.ts': "import { handler } from '#server/http/handler';\nexport const job = handler;\n",
      'src/server/http/handler.ts': 'export const handler = 1;\n',
    });
    const { status, report } = lint();
    expect(status).not.toBe(0);
    expect(report).toMatch(/domain-is-pure: src\/domain\/impure\.ts → src\/app\/ui\/Button\.ts/);
    expect(report).toMatch(/portal: api must not import ui: src\/app\/api\/notify\.ts → src\/app\/ui\/Button\.ts/);
    expect(report).toMatch(/feature-not-feature: src\/app\/features\/ads\/Form\.ts → src\/app\/features\/ad-sets\/List\.ts/);
    expect(report).toMatch(/no-cycle: src\/server\/repo\/(documents|outbox)\.ts/);
    expect(report).toMatch(/workers-not-http: src\/server\/workers\/job\.ts → src\/server\/http\/handler\.ts/);
  });
});
