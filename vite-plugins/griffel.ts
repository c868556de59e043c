/**
 * Build-time Griffel for our own styles (no runtime cost). griffelAot turns each makeStyles() of src/ into
 * __styles() with precomputed class names and CSS (src/ imports makeStyles from @griffel/react, not from
 * @fluentui/react-components, so that wyw-in-js finds Griffel's tag processor through @griffel/react's
 * package.json; biome.json forbids the other import), then griffelExtract turns those into __css()
 * (class names only) and puts the CSS in one <style> of index.html. Build only: `vite` (dev) and vitest
 * keep the run-time makeStyles(), which gives the same classes.
 */
import type * as Babel from '@babel/core';
import { transformSync } from '@babel/core';
import {
  type CSSBucketEntry,
  type CSSRulesByBucket,
  defaultCompareMediaQueries,
  normalizeCSSBucketEntry,
  type StyleBucketName,
  styleBucketOrdering,
} from '@griffel/core';
import griffel from '@griffel/vite-plugin';
import type { Plugin } from 'vite';

/** Our modules: the ones the two Griffel steps below look at. */
const ownModule = (id: string) => !id.includes('/node_modules/') && /\/src\/.*\.tsx?$/.test(id);

export function griffelAot(): Plugin {
  const wyw = griffel({
    include: [/\/src\/.*\.tsx?$/],
    // For the modules wyw-in-js evaluates to get the style objects' values (src/domain/shell-layout.ts …).
    babelOptions: { presets: ['@babel/preset-typescript'] },
  });
  const transform = wyw.transform as Extract<Plugin['transform'], (...args: never) => unknown>;
  return {
    ...wyw,
    apply: 'build',
    // Only the modules that call makeStyles(): wyw-in-js would otherwise parse and shake every module.
    transform(code, id, options) {
      return ownModule(id) && /\bmake(Reset)?Styles\(/.test(code)
        ? transform.call(this, code, id, options)
        : undefined;
    },
  };
}

/**
 * After griffelAot: __styles(classes, cssRules) → __css(classes) in our modules (no insertion at run
 * time), and all their rules into one stylesheet, ordered the way Griffel's renderer orders its <style>
 * elements (bucket, then media query, then priority). It goes inline into index.html's <head>, after the
 * app's own styles (so, like those, it costs no request before the first paint: paintFirst), marked so
 * that Griffel inserts Fluent's run-time <style> elements before it:
 * where a class of ours and one of Fluent's meet on an element (mergeClasses keeps ours for the same
 * property) our plain rules still come after Fluent's plain ones. One difference from run time: Fluent's
 * @media/@supports rules (the forced-colors ones) now come before our plain rules instead of after.
 * Only __styles() (makeStyles) is extracted; a makeResetStyles() would stay inserted at run time.
 */
export function griffelExtract(): Plugin {
  const rulesByModule = new Map<string, Record<string, CSSBucketEntry[]>>();
  let css = '';
  const toCss = (babel: typeof Babel, rules: Record<string, CSSBucketEntry[]>): Babel.PluginObj => {
    const t = babel.types;
    return {
      visitor: {
        ImportSpecifier(path) {
          if (!t.isIdentifier(path.node.imported, { name: '__styles' })) return;
          const declaration = path.parentPath as Babel.NodePath<Babel.types.ImportDeclaration>;
          const css = path.scope.generateUidIdentifier('css');
          declaration.node.specifiers.push(t.importSpecifier(css, t.identifier('__css')));
          for (const reference of path.scope.getBinding(path.node.local.name)?.referencePaths ?? []) {
            const call = reference.parentPath;
            if (!call?.isCallExpression() || call.node.arguments.length !== 2) continue;
            const evaluated = (call.get('arguments')[1] as Babel.NodePath).evaluate();
            if (!evaluated.confident) throw call.buildCodeFrameError('griffelExtract: CSS rules not static');
            for (const [bucket, entries] of Object.entries(evaluated.value as CSSRulesByBucket)) {
              rules[bucket] = [...(rules[bucket] ?? []), ...(entries as CSSBucketEntry[])];
            }
            call.node.arguments.pop();
            call.node.callee = t.identifier(css.name);
          }
        },
      },
    };
  };
  return {
    name: 'griffel-extract',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!ownModule(id) || !code.includes('__styles')) return undefined;
      const rules: Record<string, CSSBucketEntry[]> = {};
      const result = transformSync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        plugins: [(babel: typeof Babel) => toCss(babel, rules)],
      });
      rulesByModule.set(id, rules);
      return result?.code ? { code: result.code, map: result.map } : undefined;
    },
    buildEnd() {
      // One sheet per (bucket, media query, priority), as createDOMRenderer keeps them.
      const sheets = new Map<string, { order: [number, string, number]; rules: Set<string> }>();
      for (const id of [...rulesByModule.keys()].sort()) {
        for (const [bucket, entries] of Object.entries(rulesByModule.get(id) ?? {})) {
          for (const entry of entries) {
            const [rule, meta] = normalizeCSSBucketEntry(entry);
            const media = typeof meta?.m === 'string' ? meta.m : '';
            const priority = typeof meta?.p === 'number' ? meta.p : 0;
            const key = `${bucket} ${media} ${priority}`;
            const order: [number, string, number] = [
              styleBucketOrdering.indexOf(bucket as StyleBucketName),
              media,
              priority,
            ];
            const sheet = sheets.get(key) ?? { order, rules: new Set<string>() };
            sheets.set(key, sheet);
            sheet.rules.add(rule);
          }
        }
      }
      css = [...sheets.values()]
        .sort(
          (a, b) =>
            a.order[0] - b.order[0] ||
            defaultCompareMediaQueries(a.order[1], b.order[1]) ||
            a.order[2] - b.order[2],
        )
        .map((sheet) => [...sheet.rules].join('')) // "m" rules carry their own @media
        .join('');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!css) return html;
        // Griffel's renderer takes an element with this attribute for one of its <style> buckets and inserts
        // each of its own before the one of a later bucket: "x" is the last, so Fluent's run-time <style>
        // elements all go before this one (getStyleSheetForBucket.js in @griffel/core).
        const style = `<style data-make-styles-bucket="x">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
        return html.replace('</head>', `  ${style}\n  </head>`);
      },
    },
  };
}
