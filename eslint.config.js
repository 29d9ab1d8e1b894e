// ESLint flat config for the whole monorepo. The architectural rules at the end keep imports flowing
// one way (ARCHITECTURE.md, "Repository layout"): contract <- server, contract <- web; no app of the
// web desktop imports another app; the storage engine knows nothing of modules or HTTP.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const CODE_EXTENSIONS = '{js,mjs,cjs,jsx,ts,tsx,mts,cts}';
const CODE_FILES = [`**/*.${CODE_EXTENSIONS}`];
const NOT_SOURCE = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);
const WEB_APPS = 'packages/web/src/apps';

/** The source folders directly in `dir` (relative to the root); none when it does not exist. */
function childFolders(dir) {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !NOT_SOURCE.has(entry.name) && !entry.name.startsWith('.'))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** `dir` and every source folder below it, read now; none when it does not exist. */
function foldersUnder(dir) {
  if (!existsSync(path.join(root, dir))) return [];
  return [dir, ...childFolders(dir).flatMap((name) => foldersUnder(`${dir}/${name}`))];
}

/** Folders that may not import from other folders (ARCHITECTURE.md, "Repository layout"). */
const boundaries = [
  {
    target: 'packages/contract',
    banned: ['packages/server', 'packages/web'],
    names: ['@coffer/server', '@coffer/server/*', '@coffer/web', '@coffer/web/*'],
    message: 'The contract is shared by both halves and depends on neither.',
  },
  {
    target: 'packages/web',
    banned: ['packages/server'],
    names: ['@coffer/server', '@coffer/server/*'],
    message: 'The web app talks to the daemon over HTTP only; share types through packages/contract.',
  },
  {
    target: 'packages/server',
    banned: ['packages/web'],
    names: ['@coffer/web', '@coffer/web/*'],
    message: 'The daemon never imports the web app; share types through packages/contract.',
  },
  {
    target: 'packages/server/src/storage',
    banned: ['packages/server/src/modules', 'packages/server/src/http'],
    names: [],
    message: 'The storage engine knows nothing of modules or HTTP.',
  },
  // One boundary per app: its files may not import any other app's folder.
  ...childFolders(WEB_APPS).map((app, _, apps) => ({
    target: `${WEB_APPS}/${app}`,
    banned: apps.filter((other) => other !== app).map((other) => `${WEB_APPS}/${other}`),
    names: [],
    message: 'An app never imports another app: move what both need to shell/, dialogs/, api/ or i18n/.',
  })),
];

/**
 * The boundaries as `no-restricted-imports` patterns, one config per source folder: a relative
 * import names a banned folder by its path from the importing file's folder, so each folder gets
 * the relative paths of the folders it may not reach (and the package names that lead there).
 * The folders are read each time ESLint loads this file, so a new folder or app is covered at once.
 */
function boundaryConfigs() {
  const patternsByFolder = new Map();
  for (const { target, banned, names, message } of boundaries) {
    for (const folder of foldersUnder(target)) {
      const patterns = patternsByFolder.get(folder) ?? [];
      for (const bannedFolder of banned) {
        const relative = path.posix.relative(folder, bannedFolder);
        patterns.push({ group: [relative, `${relative}/**`], message });
      }
      if (names.length > 0) patterns.push({ group: names, message });
      patternsByFolder.set(folder, patterns);
    }
  }
  return [...patternsByFolder].map(([folder, patterns]) => ({
    files: [`${folder}/*.${CODE_EXTENSIONS}`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  }));
}

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'var/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      '.tmp/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: CODE_FILES,
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{js,jsx,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Browser tests run code in the page (page.evaluate), where the DOM globals exist.
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  ...boundaryConfigs(),
);
