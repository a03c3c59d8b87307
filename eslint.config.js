// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Import boundaries (bulletproof-react), from the leaves up:
 * - domain: the pure rules and yup schemas client and server share; it imports nothing of
 *   ours but itself.
 * - src/lib: pure client helpers (the route table, CSV, dates); it imports only itself and
 *   the domain.
 * - src/ui: leaf UI (icons, dialogs, page states, the form and list kits); no feature, no
 *   shell.
 * - src/entities: what several features share (session, notices, shared endpoints, deal
 *   rows, the content viewer…); it imports no feature and no shell.
 * - features: a feature imports itself, the domain, src/lib, src/ui, src/entities and the
 *   store; never another feature or the app shell.
 * - the route layer (src/router, src/pages) composes features into pages.
 * - the server imports of the client side only the domain; the client never imports the
 *   server.
 */
const boundaryZones = [
  ...features.map((name) => ({
    target: `./features/${name}`,
    from: './features',
    except: [`./${name}`],
    message:
      'A feature imports no other feature: shared pieces live in src/entities, and pages that compose features in the route layer.',
  })),
  {
    target: './features',
    from: './src',
    except: ['./ui', './lib', './entities'],
    message: 'Features must not import the app shell (only src/ui, src/lib and src/entities).',
  },
  {
    target: './src/entities',
    from: [
      './features',
      './src/app',
      './src/layouts',
      './src/router',
      './src/pages',
      './src/config',
    ],
    message: 'src/entities sits below the features: it imports no feature and no app shell.',
  },
  {
    target: './src/ui',
    from: [
      './features',
      './src/entities',
      './src/app',
      './src/layouts',
      './src/router',
      './src/pages',
      './src/config',
    ],
    message: 'src/ui is leaf UI: it imports no feature and nothing of the app shell.',
  },
  {
    target: './domain',
    from: ['./features', './store', './src', './server', './tests'],
    message: 'The domain is pure rules shared by client and server: it imports only itself.',
  },
  {
    target: './src/lib',
    from: [
      './features',
      './store',
      './src/app',
      './src/layouts',
      './src/router',
      './src/pages',
      './src/ui',
      './src/entities',
    ],
    message: 'src/lib is pure client code: it imports only itself and the domain.',
  },
  {
    target: './store',
    from: './src',
    except: ['./lib', './ui', './entities'],
    message: 'The store must not import the app shell.',
  },
  {
    target: ['./src', './store', './features', './domain'],
    from: './server',
    message: 'Client code must not import server code.',
  },
  {
    target: './server',
    from: ['./features', './store', './src'],
    message: 'The server imports of the client side only the domain.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      // Served as they are, outside the TypeScript project (see index.html).
      'public',
      'build',
      'data',
      '.bench',
      'node_modules',
      '**/generated/**',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      // Type information for the rules that need it (floating promises and the like).
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: root,
      },
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // A promise nobody awaits or handles loses its error; `void` says it is on purpose.
      '@typescript-eslint/no-floating-promises': 'error',
      // An async function where a void callback is expected (an event handler, a React
      // prop) runs unawaited: its rejection would go unnoticed.
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the pre-typed hooks from store/hooks.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The typed hooks themselves are the one place allowed to wrap react-redux's.
    files: ['store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
