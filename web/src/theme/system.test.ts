import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { recipes, tokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { themeSystem } from './system';

const SOURCE = join(import.meta.dirname, '..');

function sourceFiles(dir: string, extension = /\.tsx$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, extension);
    return extension.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

/** The names a file imports from Chakra (`Link`, not `Link as ChakraLink`: the alias is what the file renders). */
function chakraImports(text: string): Map<string, string> {
  const list = /import\s*\{([^}]*)\}\s*from '@chakra-ui\/react'/.exec(text)?.[1] ?? '';
  const pairs = list.split(',').map((entry) => entry.trim().split(/\s+as\s+/));
  return new Map(pairs.map(([name, alias]) => [alias ?? name!, name!]));
}

/** The multi-part Chakra components a file renders (`<Alert.Root`), when it imports them from Chakra. */
function chakraPartsUsed(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const imported = chakraImports(text);
  return [...text.matchAll(/<(\w+)\.Root\b/g)].map((m) => imported.get(m[1]!)).filter((name) => name !== undefined);
}

/** The single-part Chakra components a file renders (`<Link `), when it imports them from Chakra. */
function chakraComponentsUsed(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const imported = chakraImports(text);
  return [...text.matchAll(/<(\w+)[\s>]/g)].map((m) => imported.get(m[1]!)).filter((name) => name !== undefined);
}

const recipeName = (component: string) => component[0]!.toLowerCase() + component.slice(1);

describe('the theme', () => {
  // The system registers only the recipes the app renders (the landing page's budget); a component whose recipe is
  // missing renders unstyled (an Alert's icon filled the screen), so every one the code uses must be registered.
  it('registers the slot recipe of every multi-part Chakra component the app renders', () => {
    const slotRecipes = Object.keys(themeSystem()._config.theme?.slotRecipes ?? {});
    const used = new Set(sourceFiles(SOURCE).flatMap(chakraPartsUsed));
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used].map(recipeName).filter((recipe) => !slotRecipes.includes(recipe));
    expect(missing).toEqual([]);
  });

  // Without its recipe a Chakra Link was a bare <a> under the preflight: 'Where to find these' printed in the
  // surrounding grey, not underlined, with its icon dropped onto a line of its own, and no focus ring.
  it('registers the recipe of every single-part Chakra component the app renders that has one', () => {
    const registered = Object.keys(themeSystem()._config.theme?.recipes ?? {});
    const used = new Set(sourceFiles(SOURCE).flatMap(chakraComponentsUsed).map(recipeName));
    expect(used).toContain('link');
    const missing = [...used].filter((recipe) => recipe in recipes && !registered.includes(recipe));
    expect(missing).toEqual([]);
  });

  // Unused palettes are left out (start-up time); a palette the code names must be registered, or it renders uncoloured.
  it('registers every colour palette the app names', () => {
    const palettes = Object.keys(tokens.colors ?? {}).filter((name) => /^[a-z]+$/.test(name));
    const text = [SOURCE, join(SOURCE, '../../shared')]
      .flatMap((dir) => sourceFiles(dir, /\.tsx?$/))
      .filter((file) => !file.startsWith(import.meta.dirname))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const named = palettes.filter((name) => new RegExp(`['"]${name}['"]|\\b${name}\\.\\d{2,3}\\b`).test(text));
    expect(named).toContain('blue');
    const registered = Object.keys(themeSystem()._config.theme?.tokens?.colors ?? {});
    expect(named.filter((name) => !registered.includes(name))).toEqual([]);
  });
});
