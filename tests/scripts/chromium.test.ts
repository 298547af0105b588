import { describe, expect, it } from 'vitest';
import { chooseChromium, DEBIAN_CHROMIUM, MISSING_CHROMIUM } from '../../scripts/chromium';

const PLAYWRIGHT = '/home/dev/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
const machine = (files: string[], chromiumPath?: string) => ({ chromiumPath, playwrightPath: PLAYWRIGHT, exists: (p: string) => files.includes(p) });

describe('the browser the tests run', () => {
  it('takes CHROMIUM_PATH first, even where Debian\'s and Playwright\'s are there', () => {
    expect(chooseChromium(machine(['/opt/chrome', DEBIAN_CHROMIUM, PLAYWRIGHT], '/opt/chrome'))).toEqual({ kind: 'path', path: '/opt/chrome' });
  });

  it('says so in one line when CHROMIUM_PATH names no file, rather than falling back quietly', () => {
    const choice = chooseChromium(machine([DEBIAN_CHROMIUM], '/opt/chrome'));
    expect(choice).toEqual({ kind: 'missing', message: `CHROMIUM_PATH is /opt/chrome, which is not there. ${MISSING_CHROMIUM}` });
  });

  it('takes Debian\'s chromium next, so that nothing is downloaded on CI', () => {
    expect(chooseChromium(machine([DEBIAN_CHROMIUM, PLAYWRIGHT]))).toEqual({ kind: 'path', path: DEBIAN_CHROMIUM });
  });

  it('then Playwright\'s own when it is installed, and asks for its install only when it is not', () => {
    expect(chooseChromium(machine([PLAYWRIGHT]))).toEqual({ kind: 'playwright' });
    expect(chooseChromium(machine([]))).toEqual({ kind: 'install' });
  });

  it('names exactly what to install, in one line', () => {
    expect(MISSING_CHROMIUM).not.toContain('\n');
    expect(MISSING_CHROMIUM).toContain('apt-get install chromium');
    expect(MISSING_CHROMIUM).toContain('npx playwright install chromium');
    expect(MISSING_CHROMIUM).toContain('CHROMIUM_PATH');
  });
});
