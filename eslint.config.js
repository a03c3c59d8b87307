// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Features every other feature may build on: the session, the shared notices, forms. */
const CORE_FEATURES = ['session', 'toasts', 'flashes', 'forms'];
/**
 * Declared dependencies between domain features, beyond the core ones: a product belongs
 * to a brand (its form picks one), and both attach uploaded images.
 */
const FEATURE_DEPENDENCIES = {
  brands: ['images'],
  products: ['brands', 'images'],
};
const features = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Import boundaries (bulletproof-react): a feature never reaches into another feature
 * (except the core ones), features and the store never import the app shell, and the
 * client never imports the server.
 */
const boundaryZones = [
  ...features.map((name) => ({
    target: `./features/${name}`,
    from: './features',
    except: [
      `./${name}`,
      ...CORE_FEATURES.filter((core) => core !== name).map((c) => `./${c}`),
      ...(FEATURE_DEPENDENCIES[/** @type {keyof typeof FEATURE_DEPENDENCIES} */ (name)] ?? []).map(
        (dependency) => `./${dependency}`,
      ),
    ],
    message: 'Features do not import other features; compose them in src/ instead.',
  })),
  {
    // Shared UI (src/components) is for everyone; the rest of src/ is the app shell.
    target: './features',
    from: './src',
    except: ['./components'],
    message: 'Features must not import the app shell (only src/components).',
  },
  { target: './store', from: './src', message: 'The store must not import the app shell.' },
  {
    target: ['./src', './store', './features'],
    from: './server',
    message: 'Client code must not import server code.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist', 'data', '.bench', 'node_modules', '**/generated/**', 'server/db/migrations'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
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
