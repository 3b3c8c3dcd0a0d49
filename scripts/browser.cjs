// The one browser finder shared by every browser tier (Storybook test-runner,
// Playwright journeys, server journeys, screenshots, Lighthouse).
//
// The default browser is pinned by the lockfile: the Chromium build published on
// the npm registry as `@sparticuz/chromium` (Linux x64 only). Its exact version
// comes from package-lock.json, so screenshots and scores do not move when the
// operating system updates its own Chromium. On first use it is unpacked (a few
// seconds) into node_modules/.cache/pinned-chromium/<version>/.
//
// CHROMIUM_PATH overrides it. Visual baselines only hold in the pinned browser:
// the story runner checks the version recorded in visual/browser.json.
//
// Fonts: the pinned browser gets a fontconfig of its own that lists only the
// DejaVu fonts from the `dejavu-fonts-ttf` package, so fallback glyphs (arrows,
// symbols) never come from whatever fonts the machine happens to have.
//
// On other platforms (macOS, Windows, Linux arm64) there is no pinned build: the
// finder falls back to a system Chromium (/usr/bin/chromium, chromium-browser,
// chromium on PATH, or Playwright's own browser), every tier runs in it, and the
// story runner skips the pixel comparison with a line saying why.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');
const INSTALL_HINT =
  'npm install (the pinned Chromium comes with it on Linux x64), or set CHROMIUM_PATH';
const PINNED_PACKAGE = path.join(ROOT, 'node_modules', '@sparticuz', 'chromium');
const FONTS_DIR = path.join(ROOT, 'node_modules', 'dejavu-fonts-ttf', 'ttf');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

const pinnedSupported = () => process.platform === 'linux' && process.arch === 'x64';

function pinnedVersion() {
  try {
    return JSON.parse(fs.readFileSync(path.join(PINNED_PACKAGE, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

function pinnedDir() {
  const version = pinnedVersion();
  return version
    ? path.join(ROOT, 'node_modules', '.cache', 'pinned-chromium', version)
    : undefined;
}

function writeFontConfig(dir) {
  const conf = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<!-- Written by scripts/browser.cjs: the pinned browser sees these fonts and no others. -->
<fontconfig>
  <dir>${FONTS_DIR}</dir>
  <cachedir>${path.join(dir, 'fontconfig-cache')}</cachedir>
  <alias><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>
  <alias><family>system-ui</family><prefer><family>DejaVu Sans</family></prefer></alias>
  <alias><family>serif</family><prefer><family>DejaVu Serif</family></prefer></alias>
  <alias><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
</fontconfig>
`;
  fs.writeFileSync(path.join(dir, 'fonts.conf'), conf);
}

/** Unpacks the pinned Chromium once (atomically, so parallel first uses do not collide). */
function ensurePinned() {
  const dir = pinnedDir();
  if (!dir || !pinnedSupported()) return undefined;
  const binary = path.join(dir, 'chromium');
  if (fs.existsSync(binary) && fs.existsSync(path.join(dir, 'fonts.conf'))) return binary;
  const staging = `${dir}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  // @sparticuz/chromium unpacks into os.tmpdir(): point that at our staging folder.
  execFileSync(
    process.execPath,
    ['--input-type=module', '-e', "import c from '@sparticuz/chromium'; await c.executablePath();"],
    { cwd: ROOT, env: { ...process.env, TMPDIR: staging }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  writeFontConfig(staging);
  try {
    fs.renameSync(staging, dir);
  } catch {
    // Another process unpacked it first.
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return binary;
}

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

/** CHROMIUM_PATH, else the pinned Chromium, else a system one (other platforms). */
function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (!fs.existsSync(process.env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
    }
    return process.env.CHROMIUM_PATH;
  }
  const pinned = ensurePinned();
  if (pinned) return pinned;
  const found = [
    '/usr/bin/chromium',
    onPath('chromium-browser'),
    onPath('chromium'),
    playwrightOwn(),
  ]
    .filter(Boolean)
    .find((c) => fs.existsSync(c));
  if (!found) {
    throw new Error(
      `No Chromium found: the pinned build exists only for Linux x64, and there is no system Chromium ` +
        `(/usr/bin/chromium, chromium-browser, chromium, Playwright's browser).\nFix: ${INSTALL_HINT}`,
    );
  }
  return found;
}

/** Whether `executable` is the pinned browser unpacked by this finder. */
function isPinned(executable) {
  const dir = pinnedDir();
  return Boolean(dir) && path.resolve(executable) === path.join(dir, 'chromium');
}

/** The environment a browser process needs: the pinned one gets its own fontconfig. */
function browserEnv(executable = findChromium()) {
  const env = { ...process.env };
  if (isPinned(executable)) env.FONTCONFIG_FILE = path.join(path.dirname(executable), 'fonts.conf');
  return env;
}

/** "Chromium 143.0.7499.0" → "143.0.7499.0", from the binary itself. */
function browserVersion(executable = findChromium()) {
  const out = execFileSync(executable, ['--version'], {
    encoding: 'utf8',
    env: browserEnv(executable),
  });
  return (out.match(/\d+\.\d+\.\d+\.\d+/) || [out.trim()])[0];
}

/** What the visual tier records and checks: which browser, which version. */
function browserInfo() {
  const executable = findChromium();
  const pinned = isPinned(executable);
  return {
    executable,
    pinned,
    name: pinned ? `@sparticuz/chromium ${pinnedVersion()}` : 'Chromium (not pinned)',
    version: browserVersion(executable),
  };
}

module.exports = { findChromium, browserEnv, browserInfo, isPinned, CHROMIUM_ARGS, INSTALL_HINT };

if (require.main === module) {
  try {
    const info = browserInfo();
    console.log(`${info.executable}\n${info.name}, version ${info.version}`);
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
