// The one browser finder shared by every browser test (Storybook test-runner,
// Playwright journeys, screenshots, Lighthouse). npm tools cannot download
// browsers here, so we use the system Chromium.
const fs = require('node:fs');
const path = require('node:path');

const INSTALL_HINT = 'sudo apt-get install -y chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

function onPath(name) {
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // keep looking
    }
  }
  return undefined;
}

function playwrightOwn() {
  try {
    const p = require('playwright-core').chromium.executablePath();
    return p && fs.existsSync(p) ? p : undefined;
  } catch {
    return undefined;
  }
}

/** CHROMIUM_PATH, /usr/bin/chromium, chromium-browser, chromium on PATH, or Playwright's own. */
function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    onPath('chromium-browser'),
    onPath('chromium'),
    playwrightOwn(),
  ].filter(Boolean);
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found) {
    throw new Error(
      `No Chromium browser found (looked at CHROMIUM_PATH, /usr/bin/chromium, chromium-browser, chromium, Playwright's browser).\n` +
        `Install one with:  ${INSTALL_HINT}`,
    );
  }
  return found;
}

module.exports = { findChromium, CHROMIUM_ARGS, INSTALL_HINT };

if (require.main === module) {
  try {
    console.log(findChromium());
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
